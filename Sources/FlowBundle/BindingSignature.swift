import FlowScript

/// What a flow relies on of one member of `app.<module>`: a function's parameters and result, or a
/// constant's type.
public enum BindingSignature: Hashable, Sendable, Codable, CustomStringConvertible {
    /// A function taking `parameters`, returning `result`.
    case function(parameters: [FieldSignature], result: TypeSignature)
    /// A constant of a type.
    case value(TypeSignature)

    /// The signature of a declared binding.
    public init(_ binding: FlowBinding) {
        switch binding.kind {
        case .function(let parameters, let result):
            self = .function(parameters: parameters.map(FieldSignature.init), result: TypeSignature(result))
        case .value(let type):
            self = .value(TypeSignature(type))
        }
    }

    /// `fun(name: type, ...): result`, or the constant's type.
    public var description: String {
        switch self {
        case .function(let parameters, let result):
            "fun(\(parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", "))): \(result)"
        case .value(let type):
            type.description
        }
    }

    private enum Key: String, CodingKey {
        case parameters, result, value
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        if let type = try container.decodeIfPresent(TypeSignature.self, forKey: .value) {
            self = .value(type)
        } else {
            self = .function(
                parameters: try container.decode([FieldSignature].self, forKey: .parameters),
                result: try container.decode(TypeSignature.self, forKey: .result))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case .function(let parameters, let result):
            try container.encode(parameters, forKey: .parameters)
            try container.encode(result, forKey: .result)
        case .value(let type):
            try container.encode(type, forKey: .value)
        }
    }
}
