/// Everything a module offers scripts, by name and type: one declaration drives the host's checks, the
/// DSL's vocabulary, `flowrun modules` and the editor stubs of `flowrun stubs`.
public struct FlowModuleDeclaration: Sendable {
    /// The name under `app.<name>` and `services.<name>`: a lowercase Lua identifier.
    public var name: String
    /// One line saying what the module is.
    public var summary: String
    /// The members of `app.<name>`.
    public var bindings: [FlowBinding]
    /// The events the module announces (`app.events.on(name, handler)`, `expect_announced`).
    public var events: [FlowEventDeclaration]
    /// The actions of `services.<name>` in specs.
    public var services: [FlowActionDeclaration]
    /// The presets the module adds to `preset` in specs (flat names, unique across modules).
    public var presets: [FlowActionDeclaration]
    /// What the module adds to a spec's `persisted()` (keys unique across modules).
    public var persisted: [FlowField]
    /// The calls its spec doubles record in the scenario's ``ServiceCallLog``, each with the arguments
    /// recorded: a spec reads them as `calls("<module>.<call>")` and can hold them (`hold`). Only calls the
    /// doubles answer asynchronously, which are the ones that can wait.
    public var calls: [FlowActionDeclaration]

    /// Creates a declaration.
    public init(
        name: String, summary: String, bindings: [FlowBinding] = [], events: [FlowEventDeclaration] = [],
        services: [FlowActionDeclaration] = [], presets: [FlowActionDeclaration] = [], persisted: [FlowField] = [],
        calls: [FlowActionDeclaration] = []
    ) {
        self.name = name
        self.summary = summary
        self.bindings = bindings
        self.events = events
        self.services = services
        self.presets = presets
        self.persisted = persisted
        self.calls = calls
    }
}

/// A member of a module's `app.<name>` table: a function or a constant.
public struct FlowBinding: Equatable, Sendable {
    /// What kind of member.
    public enum Kind: Equatable, Sendable {
        /// A function taking `parameters` and returning `result`.
        case function(parameters: [FlowField], result: FlowType)
        /// A constant value of a type.
        case value(FlowType)
    }

    /// The key in `app.<module>`.
    public let name: String
    /// Function or constant.
    public let kind: Kind
    /// One line saying what it does.
    public let doc: String

    /// A function binding.
    public static func function(
        _ name: String, _ parameters: [FlowField], returns result: FlowType = .void, _ doc: String
    ) -> FlowBinding {
        FlowBinding(name: name, kind: .function(parameters: parameters, result: result), doc: doc)
    }

    /// A function binding without parameters.
    public static func function(_ name: String, returns result: FlowType = .void, _ doc: String) -> FlowBinding {
        FlowBinding(name: name, kind: .function(parameters: [], result: result), doc: doc)
    }

    /// A constant binding.
    public static func value(_ name: String, _ type: FlowType, _ doc: String) -> FlowBinding {
        FlowBinding(name: name, kind: .value(type), doc: doc)
    }
}

/// An event a module announces, with the string fields its announcements carry.
public struct FlowEventDeclaration: Equatable, Sendable {
    /// The event's name, such as `item_created`.
    public let name: String
    /// Its fields (all strings), such as `title`.
    public let fields: [FlowField]
    /// One line saying when it happens.
    public let doc: String

    /// Creates an event declaration.
    public init(_ name: String, fields: [FlowField] = [], _ doc: String) {
        self.name = name
        self.fields = fields
        self.doc = doc
    }
}

/// A spec action: a service double's action or a preset, with the arguments the DSL checks before calling it.
public struct FlowActionDeclaration: Equatable, Sendable {
    /// The action's name, such as `fail_next`.
    public let name: String
    /// Its parameters, in order; optional ones last.
    public let parameters: [FlowField]
    /// One line saying what it does (behaviour ids welcome).
    public let doc: String

    /// Creates an action declaration without parameters.
    public init(_ name: String, _ doc: String) {
        self.init(name, [], doc)
    }

    /// Creates an action declaration.
    public init(_ name: String, _ parameters: [FlowField], _ doc: String) {
        self.name = name
        self.parameters = parameters
        self.doc = doc
    }
}
