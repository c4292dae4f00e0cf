/// The type of a declared parameter, result or field, as scripts see it: the DSL checks arguments by it and
/// `flowrun stubs` writes it as a LuaLS annotation.
public indirect enum FlowType: Equatable, Sendable {
    /// `string`.
    case string
    /// `boolean`.
    case boolean
    /// `integer`.
    case integer
    /// `number`.
    case number
    /// A function.
    case function
    /// Any table.
    case table
    /// A list whose elements are of one type.
    case list(FlowType)
    /// A table of named fields, as in an options table; `name` is the LuaLS class the stubs declare.
    case record(name: String, fields: [FlowField])
    /// One of these strings.
    case oneOf([String])
    /// A value that may be nil or left out.
    case optional(FlowType)
    /// A view the flow shows through `app.nav`.
    case view
    /// No value.
    case void
    /// Anything.
    case any

    /// The Lua type a value must have, as the DSL's `check_arg` names it (`table` for lists and records).
    public var luaType: String {
        switch self {
        case .string, .oneOf: "string"
        case .boolean: "boolean"
        case .integer, .number: "number"
        case .function: "function"
        case .table, .list, .record: "table"
        case .optional(let wrapped): wrapped.luaType
        case .view: "userdata"
        case .void: "nil"
        case .any: "any"
        }
    }

    /// The type without its optionality: what a value must be when it is given.
    public var required: FlowType {
        if case .optional(let wrapped) = self { return wrapped.required }
        return self
    }

    /// Whether nil is accepted.
    public var isOptional: Bool {
        if case .optional = self { return true }
        return self == .any
    }

    /// The LuaLS spelling: `string`, `boolean?`, `string[]`, `"unknown"|"no_data"`, `fun(...)`.
    public var annotation: String {
        switch self {
        case .string: "string"
        case .boolean: "boolean"
        case .integer: "integer"
        case .number: "number"
        case .function: "function"
        case .table: "table"
        case .list(let element): element.isSimple ? "\(element.annotation)[]" : "(\(element.annotation))[]"
        case .record(let name, _): name
        case .oneOf(let values): values.map { "\"\($0)\"" }.joined(separator: "|")
        case .optional(let wrapped): wrapped.isSimple ? "\(wrapped.annotation)?" : "(\(wrapped.annotation))?"
        case .view: "flowhost.View"
        case .void: "nil"
        case .any: "any"
        }
    }

    private var isSimple: Bool {
        switch self {
        case .oneOf, .optional: false
        default: true
        }
    }
}

/// A named field of a record type, or of an event, or of `persisted()`.
public struct FlowField: Equatable, Sendable {
    /// The field's key.
    public let name: String
    /// Its type.
    public let type: FlowType
    /// One line saying what it holds.
    public let doc: String

    /// Creates a field.
    public init(_ name: String, _ type: FlowType, _ doc: String) {
        self.name = name
        self.type = type
        self.doc = doc
    }
}
