/// Finds the spec files `flowrun test [PATHS...]` runs: every `*_spec.lua` under the given folders, and
/// files named directly.
public struct SpecDiscovery {
    /// Folder names the search of the working folder (no path given) skips besides hidden ones: build
    /// output and package checkouts, whose specs belong to other projects.
    public static let skippedFolderNames: Set<String> = ["build", "node_modules", "DerivedData"]
    /// How a spec file's name ends.
    public static let specSuffix = "_spec.lua"

    private let workingDirectory: String?
    private let projectFolder: String?

    /// Creates a discovery of paths as seen from `workingDirectory`: relative paths start there, and files
    /// under it are named relative to it. Nil is the process's working directory, the one the runner opens
    /// the files from.
    /// - Parameter projectFolder: The project's folder (flowhost.json's), which no walk leaves through a
    ///   link; nil is the working directory.
    public init(workingDirectory: String? = nil, projectFolder: String? = nil) {
        self.workingDirectory = workingDirectory
        self.projectFolder = projectFolder
    }

    /// The spec files under `paths`, each once and sorted. With no path, the working folder is searched at
    /// every depth, skipping hidden folders (`.build`, `.git`) and ``skippedFolderNames``, as Jest and pytest
    /// find the tests where they are run.
    ///
    /// A file named directly is taken whatever its name; folders are searched at every depth, following
    /// symbolic links to folders (each real folder is walked once, so a link cycle ends), but never out of
    /// the project's folder once links are resolved: a link in `specs/` to a folder elsewhere (or to `/`) is
    /// skipped, whatever it holds. A folder outside the project named as a path is searched as its own
    /// boundary: the command line named it, not a link found on the way. A `*_spec.lua`
    /// that cannot be read (a broken link, a device) is kept, so that reading it reports why. Every file is
    /// named by its real path, relative to the working directory when under it: `login_spec.lua`,
    /// `./login_spec.lua` and a link to it are one file, with one name in reports, shards and shuffles.
    /// - Throws: ``SpecDiscoveryError`` for the first path that is empty, missing, or a folder without
    ///   specs, or a working folder without specs when no path is given.
    public func specs(under paths: [String]) throws(SpecDiscoveryError) -> DiscoveredSpecs {
        let base = workingDirectory.map { RawPath($0).resolved ?? RawPath($0) } ?? RawPath.currentDirectory()
        let project = projectFolder.flatMap { RawPath($0).resolved } ?? base
        var found = Set<RawPath>()
        if paths.isEmpty {
            let folder = base ?? RawPath(".")
            var visited = Set<RawPath>()
            let specs = specs(
                inFolder: folder, within: Self.boundary(of: folder, project: project), visited: &visited,
                skipping: true)
            guard !specs.isEmpty else { throw .noSpecsInWorkingFolder(folder.escaped) }
            found.formUnion(specs.map { name(of: $0, base: base) })
        }
        for path in paths {
            guard !path.isEmpty else { throw .emptyPath }
            let typed = RawPath(path)
            let given = typed.isAbsolute ? typed : base?.appending(typed.bytes) ?? typed
            if given.isFolder {
                var visited = Set<RawPath>()
                let specs = specs(inFolder: given, within: Self.boundary(of: given, project: project), visited: &visited)
                guard !specs.isEmpty else { throw .noSpecs(path) }
                found.formUnion(specs.map { name(of: $0, base: base) })
            } else if let file = given.exists ? given : undecodableFile(spelled: given) {
                found.insert(name(of: file, base: base))
            } else {
                throw .missingPath(path)
            }
        }
        return DiscoveredSpecs(
            files: found.compactMap(\.string).sorted(),
            undecodableFiles: found.filter { $0.string == nil }.map(\.escaped).sorted())
    }

    /// The folder a walk starting at `folder` never leaves through a link: the project's, when `folder` lies
    /// in it once resolved, else `folder`'s own real path (named on the command line); nil when unknown.
    private static func boundary(of folder: RawPath, project: RawPath?) -> RawPath? {
        let real = folder.resolved
        if let project, let real, real.isWithin(project) {
            return project
        }
        return real ?? project
    }

    /// The `*_spec.lua` files at every depth of `folder`, through symbolic links to folders that stay within
    /// `boundary` once resolved (a link leading out is skipped). `visited` holds the real paths of the folders
    /// walked, so a folder reached again (a link cycle, two links to one folder) is not walked twice.
    /// `skipping` leaves out hidden folders and ``skippedFolderNames``.
    private func specs(
        inFolder folder: RawPath, within boundary: RawPath?, visited: inout Set<RawPath>, skipping: Bool = false
    ) -> [RawPath] {
        guard visited.insert(folder.resolved ?? folder).inserted, let names = folder.entries() else { return [] }
        var specs: [RawPath] = []
        for name in names {
            let path = folder.appending(name)
            // A broken link resolves to nothing and stays, so that reading it reports it.
            if let boundary, path.isLink, let real = path.resolved, !real.isWithin(boundary) {
                continue
            }
            if path.isFolder {
                if skipping && (name.first == UInt8(ascii: ".")
                    || Self.skippedFolderNames.contains(String(decoding: name, as: UTF8.self))) {
                    continue
                }
                specs += self.specs(inFolder: path, within: boundary, visited: &visited, skipping: skipping)
            } else if path.hasSuffix(Self.specSuffix) {
                specs.append(path)
            }
        }
        return specs
    }

    /// How reports name the file at `path`: its real path (links, `.` and `..` resolved; for a broken link,
    /// its folder's real path and its own name), relative to `base` when under it.
    private func name(of path: RawPath, base: RawPath?) -> RawPath {
        let real = path.resolved ?? {
            let (folder, name) = path.split
            return (folder.resolved ?? folder).appending(name)
        }()
        return base.flatMap(real.relative(to:)) ?? real
    }

    /// The existing file `path` names once decoded: a name that is not UTF-8 reaches flowrun with U+FFFD in
    /// place of its bad bytes (as Swift decodes the command line), so each missing component is looked for
    /// among its folder's entries that are not UTF-8, decoded the same way. Nil when there is none.
    private func undecodableFile(spelled path: RawPath) -> RawPath? {
        guard path.string?.contains("\u{FFFD}") == true else { return nil }
        var current = RawPath(path.isAbsolute ? "/" : "")
        for component in path.components {
            var next = current.appending(component)
            if !next.exists {
                let wanted = String(decoding: component, as: UTF8.self)
                let entries = (current.bytes.isEmpty ? RawPath(".") : current).entries() ?? []
                guard let match = entries.first(where: {
                    String(validating: $0, as: UTF8.self) == nil && String(decoding: $0, as: UTF8.self) == wanted
                }) else { return nil }
                next = current.appending(match)
            }
            current = next
        }
        return current
    }
}
