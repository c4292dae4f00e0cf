/// The type of a declared parameter, result or field, as scripts see it: the DSL checks arguments by it and
/// `flowrun stubs` writes it as a LuaLS annotation.
///
/// A struct rather than an indirect enum: an enum's second and later payload cases keep their box pointer
/// tagged in its spare bits, which LeakSanitizer cannot follow, so a registry's declarations held until
/// exit were reported as leaks. Switch over ``shape``; build types with the static members below.
public struct FlowType: Equatable, Sendable {
    /// What a type is, with its parts, for a `switch`. Computed on demand, never stored.
    public enum Shape: Equatable, Sendable {
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
    }

    private enum Kind: Equatable, Sendable {
        case string, boolean, integer, number, function, table, list, record, oneOf, optional, view, void, any
    }

    private let kind: Kind
    /// The element of a list or the wrapped type of an optional; empty otherwise.
    private let parts: [FlowType]
    /// A record's class name; empty otherwise.
    private let name: String
    /// A record's fields; empty otherwise.
    private let fields: [FlowField]
    /// A `oneOf`'s strings; empty otherwise.
    private let choices: [String]

    private init(
        _ kind: Kind, parts: [FlowType] = [], name: String = "", fields: [FlowField] = [], choices: [String] = []
    ) {
        self.kind = kind
        self.parts = parts
        self.name = name
        self.fields = fields
        self.choices = choices
    }

    /// `string`.
    public static let string = FlowType(.string)
    /// `boolean`.
    public static let boolean = FlowType(.boolean)
    /// `integer`.
    public static let integer = FlowType(.integer)
    /// `number`.
    public static let number = FlowType(.number)
    /// A function.
    public static let function = FlowType(.function)
    /// Any table.
    public static let table = FlowType(.table)
    /// A view the flow shows through `app.nav`.
    public static let view = FlowType(.view)
    /// No value.
    public static let void = FlowType(.void)
    /// Anything.
    public static let any = FlowType(.any)

    /// A list whose elements are of type `element`.
    public static func list(_ element: FlowType) -> FlowType { FlowType(.list, parts: [element]) }

    /// A table of named fields; `name` is the LuaLS class the stubs declare.
    public static func record(name: String, fields: [FlowField]) -> FlowType {
        FlowType(.record, name: name, fields: fields)
    }

    /// One of `values`.
    public static func oneOf(_ values: [String]) -> FlowType { FlowType(.oneOf, choices: values) }

    /// `wrapped`, or nil, or left out.
    public static func optional(_ wrapped: FlowType) -> FlowType { FlowType(.optional, parts: [wrapped]) }

    /// The type with its parts, for a `switch`.
    public var shape: Shape {
        switch kind {
        case .string: .string
        case .boolean: .boolean
        case .integer: .integer
        case .number: .number
        case .function: .function
        case .table: .table
        case .list: .list(parts[0])
        case .record: .record(name: name, fields: fields)
        case .oneOf: .oneOf(choices)
        case .optional: .optional(parts[0])
        case .view: .view
        case .void: .void
        case .any: .any
        }
    }

    /// The Lua type a value must have, as the DSL's `check_arg` names it (`table` for lists and records).
    public var luaType: String {
        switch shape {
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
        if case .optional(let wrapped) = shape { return wrapped.required }
        return self
    }

    /// Whether nil is accepted.
    public var isOptional: Bool {
        if kind == .optional { return true }
        return self == .any
    }

    /// The LuaLS spelling: `string`, `boolean?`, `string[]`, `"unknown"|"no_data"`, `fun(...)`.
    public var annotation: String {
        switch shape {
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
        kind != .oneOf && kind != .optional
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
