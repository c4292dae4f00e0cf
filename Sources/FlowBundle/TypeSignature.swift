import FlowScript

/// A declared type as a bundle's manifest records it: ``FlowType`` without its documentation, so that two
/// hosts' declarations compare by what a flow relies on. Encoded as a JSON value: a string for a plain type
/// (`"string"`), an object for one with parts (`{"list": ...}`, `{"optional": ...}`, `{"one_of": [...]}`,
/// `{"record": "Name", "fields": [...]}`).
public indirect enum TypeSignature: Hashable, Sendable, Codable, CustomStringConvertible {
    /// A type without parts, by its name: `string`, `boolean`, `integer`, `number`, `function`, `table`,
    /// `view`, `void`, `any`.
    case plain(String)
    /// A list of one element type.
    case list(TypeSignature)
    /// A value that may be nil or left out.
    case optional(TypeSignature)
    /// One of these strings.
    case oneOf([String])
    /// A table of named fields.
    case record(name: String, fields: [FieldSignature])

    /// The signature of `type`.
    public init(_ type: FlowType) {
        switch type.shape {
        case .string: self = .plain("string")
        case .boolean: self = .plain("boolean")
        case .integer: self = .plain("integer")
        case .number: self = .plain("number")
        case .function: self = .plain("function")
        case .table: self = .plain("table")
        case .view: self = .plain("view")
        case .void: self = .plain("void")
        case .any: self = .plain("any")
        case .list(let element): self = .list(TypeSignature(element))
        case .optional(let wrapped): self = .optional(TypeSignature(wrapped))
        case .oneOf(let values): self = .oneOf(values)
        case .record(let name, let fields): self = .record(name: name, fields: fields.map(FieldSignature.init))
        }
    }

    /// Whether nil is accepted, as ``FlowType/isOptional`` says.
    public var isOptional: Bool {
        switch self {
        case .optional: true
        case .plain(let name): name == "any"
        default: false
        }
    }

    /// The LuaLS spelling, as ``FlowType/annotation`` writes it.
    public var description: String {
        switch self {
        case .plain(let name): name
        case .list(let element): "\(element)[]"
        case .optional(let wrapped): "\(wrapped)?"
        case .oneOf(let values): values.map { "\"\($0)\"" }.joined(separator: "|")
        case .record(let name, _): name
        }
    }

    private enum Key: String, CodingKey {
        case list, optional, oneOf = "one_of", record, fields
    }

    public init(from decoder: any Decoder) throws {
        if let name = try? decoder.singleValueContainer().decode(String.self) {
            self = .plain(name)
            return
        }
        let container = try decoder.container(keyedBy: Key.self)
        if let element = try container.decodeIfPresent(TypeSignature.self, forKey: .list) {
            self = .list(element)
        } else if let wrapped = try container.decodeIfPresent(TypeSignature.self, forKey: .optional) {
            self = .optional(wrapped)
        } else if let values = try container.decodeIfPresent([String].self, forKey: .oneOf) {
            self = .oneOf(values)
        } else if let name = try container.decodeIfPresent(String.self, forKey: .record) {
            self = .record(name: name, fields: try container.decode([FieldSignature].self, forKey: .fields))
        } else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "not a type signature"))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .plain(let name):
            var container = encoder.singleValueContainer()
            try container.encode(name)
        case .list(let element):
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(element, forKey: .list)
        case .optional(let wrapped):
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(wrapped, forKey: .optional)
        case .oneOf(let values):
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(values, forKey: .oneOf)
        case .record(let name, let fields):
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(name, forKey: .record)
            try container.encode(fields, forKey: .fields)
        }
    }
}

/// A named field of a record, an event or a function's parameters, as a manifest records it.
public struct FieldSignature: Hashable, Sendable, Codable {
    /// The field's key.
    public var name: String
    /// Its type.
    public var type: TypeSignature

    /// Creates a field signature.
    public init(name: String, type: TypeSignature) {
        self.name = name
        self.type = type
    }

    /// The signature of a declared field.
    public init(_ field: FlowField) {
        self.init(name: field.name, type: TypeSignature(field.type))
    }
}
