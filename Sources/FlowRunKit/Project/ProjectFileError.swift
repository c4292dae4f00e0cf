/// Why a project file (`flowhost.json`) cannot be used. Every case names the file; flowrun stops with
/// status 2 before anything runs.
enum ProjectFileError: Error, Equatable, CustomStringConvertible {
    /// The file (or the one `--project` names) cannot be read.
    case unreadable(path: String, reason: String)
    /// The file is not JSON; `detail` is the parser's words, with the line and column where it has them.
    case invalidJSON(path: String, detail: String)
    /// The file holds JSON, but not an object of settings.
    case notAnObject(path: String)
    /// A setting flowrun does not know: a typo would otherwise be ignored silently.
    case unknownKey(path: String, key: String, known: [String])
    /// A setting of the wrong JSON type.
    case wrongType(path: String, key: String, expected: String)
    /// A folder or file a setting names does not exist; `resolved` is where it was looked for.
    case missingPath(path: String, key: String, value: String, resolved: String)
    /// A setting of the right type with a value flowrun cannot use.
    case badValue(path: String, key: String, value: String, why: String)
    /// A project file found above the flow or spec that flowrun does not trust; `folder` is the one to name
    /// in `FLOWHOST_TRUST`.
    case notTrusted(path: String, folder: String, why: String)
    /// Something named `flowhost.json` that is not a regular file: `kind` says what it is ("a folder").
    case notAFile(path: String, kind: String)
    /// A `flowhost.json` symbolic link that leads nowhere (dangling) or in a loop.
    case brokenLink(path: String, reason: String)
    /// A key given twice in one object (JSON decoders keep the last silently).
    case duplicateKey(path: String, key: String, line: Int, column: Int)
    /// A file larger than a project file can be.
    case tooLarge(path: String, bytes: Int, limit: Int)
    /// A list setting with more entries than flowrun takes.
    case tooMany(path: String, key: String, count: Int, limit: Int)
    /// A path setting that leads out of the project's folder (a project file only speaks for its own tree).
    case outsideProject(path: String, key: String, value: String, resolved: String, folder: String)
    /// A path setting naming the whole file system or a system folder flowrun never walks.
    case systemFolder(path: String, key: String, value: String, resolved: String)

    /// At most this many characters of a value a message quotes: a 100 MB value is not echoed whole.
    static let shownLimit = 120

    /// `text`, cut to ``shownLimit`` characters with its full size said when longer.
    static func shown(_ text: String) -> String {
        guard text.count > shownLimit else { return text }
        return "\(text.prefix(shownLimit))... (\(text.utf8.count) bytes)"
    }

    var description: String {
        switch self {
        case .unreadable(let path, let reason):
            return "\(path): cannot read the project file: \(reason)"
        case .invalidJSON(let path, let detail):
            return "\(path): not a JSON project file: \(detail)"
        case .notAnObject(let path):
            return "\(path): a project file holds one JSON object, such as {\"roots\": [\"scripts\"]}"
        case .unknownKey(let path, let key, let known):
            return "\(path): unknown setting \"\(ProjectFileError.shown(key))\" (known: \(known.joined(separator: ", ")))"
        case .wrongType(let path, let key, let expected):
            return "\(path): \"\(key)\" must be \(expected)"
        case .missingPath(let path, let key, let value, let resolved):
            return "\(path): \"\(key)\" names \(value), but there is nothing at \(resolved)"
        case .badValue(let path, let key, let value, let why):
            return "\(path): \"\(key)\" is \(value): \(why)"
        case .notTrusted(let path, let folder, let why):
            return "\(path): not trusted: \(why); a project file chooses the modules, specs and limits of a run. "
                + "If you trust it, name it with --project \(path), or set FLOWHOST_TRUST=\(folder) "
                + "(folders separated by ':', '*' for any); --no-project ignores it"
        case .notAFile(let path, let kind):
            return "\(path): cannot read the project file: \(kind), not a regular file"
        case .brokenLink(let path, let reason):
            return "\(path): cannot read the project file: a symbolic link \(reason); "
                + "fix or remove it (a broken project file is never skipped for one further up)"
        case .duplicateKey(let path, let key, let line, let column):
            return "\(path): line \(line), column \(column): \"\(ProjectFileError.shown(key))\" is set twice; keep one"
        case .tooLarge(let path, let bytes, let limit):
            return "\(path): \(bytes) bytes, larger than a project file can be (at most \(limit) bytes)"
        case .tooMany(let path, let key, let count, let limit):
            return "\(path): \"\(key)\" lists \(count) paths; at most \(limit)"
        case .outsideProject(let path, let key, let value, let resolved, let folder):
            return "\(path): \"\(key)\" names \(value), which leads out of the project's folder \(folder) "
                + "(to \(resolved)); give it on the command line (--root, or the spec path) instead"
        case .systemFolder(let path, let key, let value, let resolved):
            return "\(path): \"\(key)\" names \(value) (\(resolved)): flowrun never searches the whole "
                + "file system or /proc, /sys and /dev"
        }
    }
}
