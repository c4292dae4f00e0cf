/// Why a typed entry refused a value: where in the value (`toggles[2].key`, empty for the value itself) and
/// what was wrong. The entry renders it in the shape of its caller: a binding's `bad argument`/`bad option`
/// message, a double's or a preset's refusal.
public struct ArgumentProblem: Error, Equatable, Sendable {
    /// What was wrong.
    public enum Kind: Equatable, Sendable {
        /// A value of another type: `expected` names the type wanted, `got` the value given.
        case mismatch(expected: String, got: String)
        /// A record holds a key its type does not declare.
        case unknownKey(String, known: [String])
        /// A value of the right type that the module refuses, as `detail` says.
        case refused(String)
    }

    /// The field path inside the value, such as `toggles[2].key`; empty for the value itself.
    public var path: String
    /// What was wrong.
    public var kind: Kind

    /// Creates a problem at `path`.
    public init(path: String = "", _ kind: Kind) {
        self.path = path
        self.kind = kind
    }

    /// The problem one level further out: `key` of a record (or `[n]` of a list) holds the value.
    public func inside(_ key: ArgumentKey) -> ArgumentProblem {
        let step = key.shown
        var outer = self
        outer.path = path.isEmpty ? step : (path.hasPrefix("[") ? step + path : step + "." + path)
        return outer
    }

    /// The parenthesised part of a message: `key: string expected, got nil`, `unknown key 'kee' (known: key,
    /// title)`.
    public var detail: String {
        let place = path.isEmpty ? "" : "\(path): "
        switch kind {
        case .mismatch(let expected, let got): return "\(place)\(expected) expected, got \(got)"
        case .unknownKey(let key, let known):
            return "\(place)unknown key '\(key)' (known: \(known.joined(separator: ", ")))"
        case .refused(let detail): return "\(place)\(detail)"
        }
    }
}
