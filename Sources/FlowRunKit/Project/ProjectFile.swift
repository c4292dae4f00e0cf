import FlowScript
import Foundation

/// A project's settings, read from `flowhost.json`: where modules are found, which specs `flowrun test` runs
/// by default, and the defaults of the clock and the limits. Relative paths in it resolve against its own
/// folder, so `flowrun` gives the same answer from any working folder. flowrun finds the file by walking up
/// from the flow or spec it was given, then from the working folder, as git finds `.git`.
///
/// ```json
/// { "roots": ["scripts"], "specs": ["Tests/Acceptance"], "clock": "2024-01-01T00:00:00Z",
///   "time_limit": 30, "memory_limit_mib": 64, "instruction_budget": 50000000 }
/// ```
struct ProjectFile: Sendable {
    /// The file's name, in the project's root folder.
    static let fileName = "flowhost.json"
    /// The settings a project file may hold.
    static let keys = ["roots", "specs", "clock", "time_limit", "memory_limit_mib", "instruction_budget"]

    /// The file, as found.
    let url: URL
    /// The folder holding it: relative paths resolve here, and spec `launch` paths too.
    var folder: URL { url.deletingLastPathComponent() }
    /// Folders where `require` finds modules and specs find flows, after `--root`.
    var roots: [URL] = []
    /// Spec files and folders `flowrun test` runs when given none: relative to the working folder when under
    /// it (so reports name them as `flowrun test Tests/Acceptance` would), absolute otherwise.
    var specs: [String] = []
    /// The fixed clock of `flowrun run`, unless `--clock` gives another.
    var clock: ClockInstant?
    /// `--time-limit`'s default.
    var timeLimit: TimeLimit?
    /// The flow's memory limit in bytes, instead of the built-in 64 MiB.
    var memoryLimit: Int?
    /// The instructions one call into a flow may run, instead of the built-in 50 million.
    var instructionBudget: Int?

    /// The flow limits: the file's where it sets them, the built-in ones otherwise.
    var flowLimits: FlowScriptLimits {
        var limits = FlowScriptLimits.default
        if let memoryLimit { limits.memoryLimit = memoryLimit }
        if let instructionBudget { limits.instructionBudget = instructionBudget }
        return limits
    }

    /// The most bytes a project file may have: settings fit in a few hundred.
    static let sizeLimit = 1 << 20
    /// The most entries `roots` or `specs` may list.
    static let pathLimit = 1_000
    /// The smallest `time_limit`, in seconds: below a millisecond the limit would read "0 s".
    static let minimumTimeLimit = 0.001
    /// The environment variable naming the folders whose project files flowrun trusts whoever owns them.
    static let trustVariable = "FLOWHOST_TRUST"

    /// The nearest project file above each of `starts` (files or folders), tried in order; nil when none
    /// has one.
    /// - Parameter environment: Where ``trustVariable`` is read.
    /// - Throws: ``ProjectFileError`` for a file found that cannot be used (a broken one, a dangling or looping
    ///   link, one not trusted): a broken project file is never skipped for one further up.
    static func find(
        from starts: [URL], environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(ProjectFileError) -> ProjectFile? {
        for start in starts {
            var folder = start.standardizedFileURL
            if !Self.isFolder(folder.path) {
                folder.deleteLastPathComponent()
            }
            while true {
                let candidate = folder.appendingPathComponent(fileName)
                var entry = stat()
                if lstat(candidate.path, &entry) == 0 {
                    try checkFound(candidate, link: entry, environment: environment)
                    return try ProjectFile(contentsOf: candidate, confined: true)
                }
                let parent = folder.deletingLastPathComponent()
                if parent.path == folder.path { break }
                folder = parent
            }
        }
        return nil
    }

    /// Refuses a found `candidate` that is a broken link, not a regular file, or not trusted: owned by another
    /// user than the current one and root, or writable by group or others, unless its folder is in
    /// ``trustVariable``.
    private static func checkFound(
        _ candidate: URL, link: stat, environment: [String: String]
    ) throws(ProjectFileError) {
        let path = candidate.path
        var target = stat()
        if stat(path, &target) != 0 {
            let reason = errno == ELOOP ? "that loops (ELOOP)" : "to nothing (\(POSIXReason.words(errno)))"
            throw .brokenLink(path: path, reason: reason)
        }
        try checkRegular(path: path, target)
        let folder = candidate.deletingLastPathComponent().path
        let trusted = (environment[trustVariable] ?? "").split(separator: ":").map(String.init)
        if trusted.contains("*") || trusted.contains(where: { URL(fileURLWithPath: $0).standardizedFileURL.path == folder }) {
            return
        }
        let user = geteuid()
        for status in [link, target] {
            if status.st_uid != user && status.st_uid != 0 {
                throw .notTrusted(path: path, folder: folder,
                                  why: ProjectFileDistrust.owner(uid: status.st_uid).description(currentUser: user))
            }
        }
        if target.st_mode & (S_IWGRP | S_IWOTH) != 0 {
            throw .notTrusted(path: path, folder: folder,
                              why: ProjectFileDistrust.writableByOthers(mode: target.st_mode).description(currentUser: user))
        }
    }

    /// Refuses what `status` says is not a regular file, naming what it is.
    private static func checkRegular(path: String, _ status: stat) throws(ProjectFileError) {
        let kinds: [(mode_t, String)] = [
            (S_IFDIR, "a folder"), (S_IFIFO, "a FIFO (named pipe)"), (S_IFCHR, "a character device"),
            (S_IFBLK, "a block device"), (S_IFSOCK, "a socket"),
        ]
        let type = status.st_mode & S_IFMT
        guard type != S_IFREG else { return }
        throw .notAFile(path: path, kind: kinds.first { $0.0 == type }?.1 ?? "not a file")
    }

    /// Reads and checks the project file at `url`.
    /// - Parameter confined: Whether its `roots` and `specs` must stay inside its folder: yes for a file found
    ///   above the flow or spec, no for one the command line names (`--project`).
    /// - Throws: ``ProjectFileError`` naming the file and the setting at fault.
    init(contentsOf url: URL, confined: Bool = false) throws(ProjectFileError) {
        self.url = url.standardizedFileURL
        let path = url.relativePath
        var status = stat()
        guard stat(url.path, &status) == 0 else {
            throw .unreadable(path: path, reason: POSIXReason.words(errno))
        }
        try Self.checkRegular(path: path, status)
        guard status.st_size <= Self.sizeLimit else {
            throw .tooLarge(path: path, bytes: Int(status.st_size), limit: Self.sizeLimit)
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(path: path, reason: POSIXReason.text(of: error))
        }
        let json: JSONValue
        do {
            json = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw .invalidJSON(path: path, detail: Self.syntaxError(in: data) ?? String(describing: error))
        }
        if let duplicate = JSONDuplicateKey.first(in: data) {
            throw .duplicateKey(path: path, key: duplicate.key, line: duplicate.line, column: duplicate.column)
        }
        guard case .object(let settings) = json else { throw .notAnObject(path: path) }
        for key in settings.keys.sorted() where !Self.keys.contains(key) {
            throw .unknownKey(path: path, key: key, known: Self.keys)
        }
        let tree = confined ? Self.realPath(self.folder.path) : nil
        roots = try Self.paths(settings, "roots", in: self.folder, tree: tree, path: path, folders: true)
        let workingFolder = FileManager.default.currentDirectoryPath + "/"
        specs = try Self.paths(settings, "specs", in: self.folder, tree: tree, path: path, folders: false).map { url in
            url.path.hasPrefix(workingFolder) ? String(url.path.dropFirst(workingFolder.count)) : url.path
        }
        if let value = settings["clock"] {
            guard case .string(let text) = value else { throw .wrongType(path: path, key: "clock", expected: "a string") }
            do {
                clock = try ClockInstant(parsing: text)
            } catch {
                throw .badValue(path: path, key: "clock", value: "\"\(ProjectFileError.shown(text))\"", why: error.description)
            }
        }
        if let seconds = try Self.number(settings, "time_limit", path: path) {
            if seconds > 0, seconds < Self.minimumTimeLimit {
                throw .badValue(path: path, key: "time_limit", value: Self.format(seconds),
                                why: "too small: give at least \(Self.minimumTimeLimit) seconds (one millisecond)")
            }
            guard let limit = TimeLimit(argument: String(seconds)) else {
                throw .badValue(path: path, key: "time_limit", value: Self.format(seconds),
                                why: "give seconds, more than 0 and at most 86400")
            }
            timeLimit = limit
        }
        if let mebibytes = try Self.count(settings, "memory_limit_mib", path: path, range: 1...4096) {
            memoryLimit = mebibytes << 20
        }
        instructionBudget = try Self.count(settings, "instruction_budget", path: path, range: 1_000...10_000_000_000)
    }

    /// `path` with every link resolved, or nil when it cannot be.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether a resolved `path` is one flowrun never walks: `/` itself, or in /proc, /sys or /dev.
    static func isSystemFolder(_ path: String) -> Bool {
        path == "/" || ["/proc", "/sys", "/dev"].contains { path == $0 || path.hasPrefix($0 + "/") }
    }

    /// The paths of list setting `key`, resolved against `folder`, each once in the order first given.
    /// - Parameter tree: The project's folder, links resolved, when the paths must stay inside it.
    private static func paths(
        _ settings: [String: JSONValue], _ key: String, in folder: URL, tree: String?, path: String, folders: Bool
    ) throws(ProjectFileError) -> [URL] {
        guard let value = settings[key] else { return [] }
        guard case .array(let items) = value else {
            throw .wrongType(path: path, key: key, expected: "a list of paths, such as [\"scripts\"]")
        }
        guard items.count <= pathLimit else {
            throw .tooMany(path: path, key: key, count: items.count, limit: pathLimit)
        }
        var urls: [URL] = []
        var seen: Set<String> = []
        for item in items {
            guard case .string(let text) = item, !text.isEmpty else {
                throw .wrongType(path: path, key: key, expected: "a list of paths, such as [\"scripts\"]")
            }
            let url = (text.hasPrefix("/") ? URL(fileURLWithPath: text) : folder.appendingPathComponent(text))
                .standardizedFileURL
            guard seen.insert(url.path).inserted else { continue }
            let shown = "\"\(ProjectFileError.shown(text))\""
            let exists = folders ? isFolder(url.path) : FileManager.default.fileExists(atPath: url.path)
            guard exists else {
                throw .missingPath(path: path, key: key, value: shown,
                                   resolved: ProjectFileError.shown(url.path) + (folders ? " (a folder)" : ""))
            }
            let real = realPath(url.path) ?? url.path
            if isSystemFolder(real) {
                throw .systemFolder(path: path, key: key, value: shown, resolved: real)
            }
            if let tree, tree != "/", real != tree, !real.hasPrefix(tree + "/") {
                throw .outsideProject(path: path, key: key, value: shown, resolved: real, folder: tree)
            }
            urls.append(url)
        }
        return urls
    }

    private static func number(_ settings: [String: JSONValue], _ key: String, path: String) throws(ProjectFileError) -> Double? {
        guard let value = settings[key] else { return nil }
        guard case .number(let number) = value else { throw .wrongType(path: path, key: key, expected: "a number") }
        return number
    }

    private static func count(
        _ settings: [String: JSONValue], _ key: String, path: String, range: ClosedRange<Int>
    ) throws(ProjectFileError) -> Int? {
        guard let number = try number(settings, key, path: path) else { return nil }
        guard number.rounded() == number, number >= Double(range.lowerBound), number <= Double(range.upperBound) else {
            throw .badValue(path: path, key: key, value: format(number),
                            why: "give a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return Int(number)
    }

    private static func format(_ number: Double) -> String {
        number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }

    private static func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    /// Where `data` stops being JSON, as `line L, column C: <the parser's words>`. JSONDecoder says only that
    /// the data is not valid; JSONSerialization gives the character offset, which a person needs as a line.
    private static func syntaxError(in data: Data) -> String? {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return nil
        } catch {
            let words = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? error.localizedDescription
            // A truncated file gets no offset from the parser: it stops where the data does.
            let offset = words.range(of: #"character \d+"#, options: .regularExpression)
                .flatMap { Int(words[$0].dropFirst("character ".count)) }
                ?? (words.localizedCaseInsensitiveContains("end of file") ? data.count : nil)
            guard let offset else { return words }
            let before = data.prefix(offset)
            let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
            let column = before.count - (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
            return "line \(line), column \(column): \(words)"
        }
    }
}
