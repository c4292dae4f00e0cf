/// `--filter`: which full scenario names to keep.
public enum ScenarioFilter: Hashable, Sendable, CustomStringConvertible {
    /// Names containing this text (case-sensitive).
    case substring(String)
    /// Names in which this regular expression finds a match; written `/expression/` on the command line.
    case pattern(String)

    /// Parses a `--filter` value: `/expression/` is a regular expression, anything else a substring.
    /// - Throws: ``ScenarioSelectionError/emptyFilter`` for an empty value,
    ///   ``ScenarioSelectionError/invalidFilterPattern(_:reason:)`` for an expression that does not compile.
    public init(parsing text: String) throws(ScenarioSelectionError) {
        guard !text.isEmpty, text != "//" else { throw .emptyFilter }
        guard text.count >= 2, text.hasPrefix("/"), text.hasSuffix("/") else {
            self = .substring(text)
            return
        }
        let pattern = String(text.dropFirst().dropLast())
        do {
            _ = try Regex(pattern)
        } catch {
            throw .invalidFilterPattern(pattern, reason: "\(error)")
        }
        self = .pattern(pattern)
    }

    /// A predicate over full names; a pattern compiles once per predicate.
    func matcher() -> (String) -> Bool {
        switch self {
        case .substring(let text):
            return { $0.contains(text) }
        case .pattern(let pattern):
            // init(parsing:) compiled it already; a pattern made directly that fails to compile matches nothing.
            guard let regex = try? Regex(pattern) else { return { _ in false } }
            return { $0.contains(regex) }
        }
    }

    /// The option as typed: `"text"` or `/expression/`.
    public var description: String {
        switch self {
        case .substring(let text): "\"\(text)\""
        case .pattern(let pattern): "/\(pattern)/"
        }
    }
}
