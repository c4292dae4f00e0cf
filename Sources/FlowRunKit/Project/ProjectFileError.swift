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

    var description: String {
        switch self {
        case .unreadable(let path, let reason):
            return "\(path): cannot read the project file: \(reason)"
        case .invalidJSON(let path, let detail):
            return "\(path): not a JSON project file: \(detail)"
        case .notAnObject(let path):
            return "\(path): a project file holds one JSON object, such as {\"roots\": [\"scripts\"]}"
        case .unknownKey(let path, let key, let known):
            return "\(path): unknown setting \"\(key)\" (known: \(known.joined(separator: ", ")))"
        case .wrongType(let path, let key, let expected):
            return "\(path): \"\(key)\" must be \(expected)"
        case .missingPath(let path, let key, let value, let resolved):
            return "\(path): \"\(key)\" names \(value), but there is nothing at \(resolved)"
        case .badValue(let path, let key, let value, let why):
            return "\(path): \"\(key)\" is \(value): \(why)"
        }
    }
}
