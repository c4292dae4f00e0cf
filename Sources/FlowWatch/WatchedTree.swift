import Foundation

/// The folders `--watch` watches, and which of their entries matter.
///
/// Folders, not files: an editor that saves by writing a new file and renaming it over the script, or by
/// deleting and recreating it, replaces the file a file watch was on, while the folder's watch sees both
/// steps. Every root is watched with the folders under it, but for hidden ones (`.git`, `.build`), which
/// hold no scripts and can hold thousands of folders. Links are not followed, so a link cannot make a cycle.
package struct WatchedTree: Sendable {
    /// The roots, as absolute standardized paths, none inside another.
    package let roots: [String]

    /// The tree over `folders` (the script roots and the flow's folder): each once, and none that lies inside
    /// another, whose watch covers it.
    package init(folders: [URL]) {
        let paths = folders.map { $0.standardizedFileURL.path }
        var roots: [String] = []
        for path in paths where !roots.contains(path) {
            roots.append(path)
        }
        self.roots = roots.filter { root in !roots.contains { other in other != root && Self.path(root, isInside: other) } }
    }

    /// Whether an entry named `name` is a script whose change reloads the flow: a Lua file. Editors' other
    /// files (swap files, backups, the probe file vim writes) change nothing.
    package static func isScript(named name: String) -> Bool {
        name.hasSuffix(".lua")
    }

    /// Whether a folder named `name` is watched: not a hidden one.
    package static func isWatchedFolder(named name: String) -> Bool {
        !name.hasPrefix(".")
    }

    /// Whether `path` is `folder` or lies under it.
    package static func path(_ path: String, isInside folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// Whether something is a folder at `path`, without following a link.
    package static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// `folder` and every watched folder under it, parents first; empty when `folder` is not a folder. A
    /// folder that cannot be listed is still returned, without what is under it.
    package static func folders(under folder: String) -> [String] {
        guard isFolder(folder) else { return [] }
        var found = [folder]
        var index = 0
        while index < found.count {
            let current = found[index]
            index += 1
            let names = (try? FileManager.default.contentsOfDirectory(atPath: current)) ?? []
            for name in names.sorted() where isWatchedFolder(named: name) {
                let path = current + "/" + name
                if isFolder(path) {
                    found.append(path)
                }
            }
        }
        return found
    }
}
