import Foundation

/// The paths a spec recorded by `--record-spec` names, so that it runs from any working folder: the flow it
/// launches, relative to the project folder when the spec and the flow are in the project (launch looks
/// there after the spec's folder), else relative to the spec's folder; and the spec itself, absolute, for
/// its "run it:" line.
struct RecordedLaunchPath {
    /// The flow's path as `launch` in the spec should name it.
    let flow: String
    /// The spec's absolute path, for `flowrun test` from anywhere.
    let spec: String

    /// Paths for a spec written to `specPath` launching `flowPath`, both as given on the command line
    /// (relative to `currentDirectory`), in the project whose folder is `projectFolder`, if any.
    init(
        flowPath: String, specPath: String, projectFolder: URL?,
        currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    ) {
        let flow = Self.real(URL(fileURLWithPath: flowPath, relativeTo: currentDirectory))
        let spec = Self.real(URL(fileURLWithPath: specPath, relativeTo: currentDirectory))
        let specFolder = spec.deletingLastPathComponent()
        self.spec = spec.path
        if let project = projectFolder.map(Self.real),
           let inProject = Self.relative(flow, to: project), Self.relative(spec, to: project) != nil,
           !FileManager.default.fileExists(atPath: specFolder.appendingPathComponent(inProject).path) {
            self.flow = inProject
        } else {
            self.flow = Self.relative(flow, to: specFolder, climbing: true) ?? flow.path
        }
    }

    /// `url` absolute and standardized, its folder's links resolved (the file itself may not exist yet).
    private static func real(_ url: URL) -> URL {
        let absolute = url.absoluteURL.standardizedFileURL
        let folder = absolute.deletingLastPathComponent().resolvingSymlinksInPath()
        return folder.appendingPathComponent(absolute.lastPathComponent)
    }

    /// `url`'s path relative to `folder`: nil when it is not under `folder`, unless `climbing`, which
    /// climbs out with `..` (nil only when they share nothing but the root).
    private static func relative(_ url: URL, to folder: URL, climbing: Bool = false) -> String? {
        let target = url.pathComponents
        let base = folder.pathComponents
        var common = 0
        while common < min(target.count, base.count) && target[common] == base[common] {
            common += 1
        }
        guard common == base.count || (climbing && common > 1) else { return nil }
        let ups = Array(repeating: "..", count: base.count - common)
        return (ups + target[common...]).joined(separator: "/")
    }
}
