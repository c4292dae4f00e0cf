import FlowBase
import FlowStore
import LuaHost

/// The typed entries of one module, each stating its Lua name once: the entry is the binding (or action, or
/// preset), its declaration and its checks. `Instance` is the module's part of one launch, `Doubles` its spec
/// doubles in one scenario.
///
/// A parameter's type is its ``Parameter``'s `Value`: the host converts each argument by it and refuses what
/// does not fit, naming the function and the argument, before the entry's closure runs.
public struct ModuleEntries<Instance: AnyObject, Doubles: AnyObject> {
    /// The module's name.
    public let module: String
    var bindings: [ContractBinding] = []
    var events: [FlowEventDeclaration] = []
    var services: [ContractService] = []
    var presets: [ContractPreset] = []
    var persisted: [ContractPersisted] = []
    var calls: [FlowActionDeclaration] = []
    var migrations: [StoreMigration] = []

    init(module: String) {
        self.module = module
    }

    // MARK: Tables and events

    /// The module's migrations, oldest first, in its own namespace of the shared file.
    public mutating func migrations(_ migrations: StoreMigration...) {
        self.migrations += migrations
    }

    /// Declares `event`: only declared events can be announced.
    public mutating func event<Fields>(_ event: ModuleEvent<Fields>) {
        events.append(event.declaration)
    }

    /// Declares `call`, which the doubles record and a spec can read and hold.
    public mutating func call<Arguments>(_ call: ModuleCall<Arguments>) {
        calls.append(call.declaration)
    }

    /// Adds `name` to `persisted()`: `read` gives its value from a store.
    public mutating func persisted<Value: FlowArgument & FlowValueConvertible>(
        _ name: String, _ doc: String, _ read: @escaping @Sendable (AppStateStore) throws -> Value
    ) {
        persisted.append(ContractPersisted(declaration: FlowField(name, Value.flowType, doc)) { try read($0).flowValue })
    }

    // MARK: Bindings

    /// A constant member of `app.<module>`.
    public mutating func value<Value: FlowResult & Sendable>(_ name: String, _ value: Value, _ doc: String) {
        bindings.append(ContractBinding(declaration: .value(name, Value.resultType, doc)) { _, _, _, table in
            try table.set(name, value)
        })
    }

    /// A token member of `app.<module>`: a fresh empty table per launch that scripts hand back (as in
    /// `return nil, app.melodies.no_network`) and the module recognises by identity, never by its text.
    /// `keep` gives the launch's token to its instance.
    public mutating func token(
        _ name: String, _ doc: String, keep: @escaping @Sendable (Instance, LuaValue) -> Void
    ) {
        bindings.append(ContractBinding(declaration: .value(name, .table, doc)) { instance, _, state, table in
            let token = LuaValue.table(try state.newTable())
            try table.set(name, token)
            keep(instance as! Instance, token)
        })
    }

    /// A function of `app.<module>` without parameters.
    public mutating func function<Result: FlowResult>(
        _ name: String, _ doc: String, _ body: @escaping @Sendable (Instance) throws -> Result
    ) {
        bind(name, [], Result.resultType, doc) { instance, _, _, _, _ in try body(instance) }
    }

    /// A function of `app.<module>` without parameters or result.
    public mutating func function(_ name: String, _ doc: String, _ body: @escaping @Sendable (Instance) throws -> Void) {
        bind(name, [], .void, doc) { instance, _, _, _, _ -> LuaValue in
            try body(instance)
            return .nil
        }
    }

    /// A function of `app.<module>` taking `a`.
    public mutating func function<A, Result: FlowResult>(
        _ name: String, _ a: Parameter<A>, _ doc: String, _ body: @escaping @Sendable (Instance, A) throws -> Result
    ) {
        bind(name, [a.field], Result.resultType, doc) { instance, _, arguments, function, copy in
            try body(instance, arguments.convert(a, 1, function, copy))
        }
    }

    /// A function of `app.<module>` taking `a`, without result.
    public mutating func function<A>(
        _ name: String, _ a: Parameter<A>, _ doc: String, _ body: @escaping @Sendable (Instance, A) throws -> Void
    ) {
        bind(name, [a.field], .void, doc) { instance, _, arguments, function, copy -> LuaValue in
            try body(instance, arguments.convert(a, 1, function, copy))
            return .nil
        }
    }

    /// A function of `app.<module>` returning a view: what its arguments copied, and the view's own objects,
    /// are reserved against the script's memory limit for as long as the view lives.
    public mutating func view(
        _ name: String, _ doc: String, _ body: @escaping @Sendable (Instance, ModuleContext) throws -> any ModuleView
    ) {
        bind(name, [], .view, doc) { instance, context, arguments, _, copy in
            Self.wrap(try body(instance, context), arguments, copy, context)
        }
    }

    /// A function of `app.<module>` taking `a` and returning a view (see ``view(_:_:_:)``).
    public mutating func view<A>(
        _ name: String, _ a: Parameter<A>, _ doc: String,
        _ body: @escaping @Sendable (Instance, ModuleContext, A) throws -> any ModuleView
    ) {
        bind(name, [a.field], .view, doc) { instance, context, arguments, function, copy in
            let a = try arguments.convert(a, 1, function, copy)
            return Self.wrap(try body(instance, context, a), arguments, copy, context)
        }
    }

    private static func wrap(
        _ view: any ModuleView, _ arguments: LuaArguments, _ copy: ArgumentCopy, _ context: ModuleContext
    ) -> FlowScriptView {
        context.app.keep(arguments.reserveExternalMemory(copy.bytes + ArgumentCopy.viewBytes), whileAlive: view)
        return FlowScriptView(view)
    }

    private mutating func bind<Result: LuaReturning & SendableMetatype>(
        _ name: String, _ parameters: [FlowField], _ result: FlowType, _ doc: String,
        _ call: @escaping @Sendable (Instance, ModuleContext, LuaArguments, String, ArgumentCopy) throws -> Result
    ) {
        let qualified = "\(module).\(name)"
        let count = parameters.count
        bindings.append(ContractBinding(declaration: .function(name, parameters, returns: result, doc)) {
            instance, context, state, table in
            let instance = instance as! Instance
            try table.set(name, state.function(named: qualified) { arguments -> Result in
                if arguments.count > count {
                    try arguments.expect(count: 0...count)
                }
                return try call(instance, context, arguments, qualified, ArgumentCopy())
            })
        })
    }

    // MARK: Spec doubles and presets

    /// An action of `services.<module>` without parameters, run on the scenario's doubles with the running
    /// launch's store (nil before the first launch).
    public mutating func service(
        _ name: String, _ doc: String, _ body: @escaping @Sendable (Doubles, AppStateStore?) throws -> Void
    ) {
        service(name, [], doc) { doubles, _, store in try body(doubles, store) }
    }

    /// An action of `services.<module>` taking `a`.
    public mutating func service<A>(
        _ name: String, _ a: Parameter<A>, _ doc: String,
        _ body: @escaping @Sendable (Doubles, A, AppStateStore?) throws -> Void
    ) {
        let function = "services.\(module).\(name)"
        service(name, [a.field], doc) { doubles, inputs, store in
            try body(doubles, inputs.convert(a, 1, function), store)
        }
    }

    /// An action of `services.<module>` taking `a` and `b`.
    public mutating func service<A, B>(
        _ name: String, _ a: Parameter<A>, _ b: Parameter<B>, _ doc: String,
        _ body: @escaping @Sendable (Doubles, A, B, AppStateStore?) throws -> Void
    ) {
        let function = "services.\(module).\(name)"
        service(name, [a.field, b.field], doc) { doubles, inputs, store in
            try body(doubles, inputs.convert(a, 1, function), inputs.convert(b, 2, function), store)
        }
    }

    /// An action of `services.<module>` taking `a`, `b` and `c`.
    public mutating func service<A, B, C>(
        _ name: String, _ a: Parameter<A>, _ b: Parameter<B>, _ c: Parameter<C>, _ doc: String,
        _ body: @escaping @Sendable (Doubles, A, B, C, AppStateStore?) throws -> Void
    ) {
        let function = "services.\(module).\(name)"
        service(name, [a.field, b.field, c.field], doc) { doubles, inputs, store in
            try body(
                doubles, inputs.convert(a, 1, function), inputs.convert(b, 2, function), inputs.convert(c, 3, function),
                store)
        }
    }

    private mutating func service(
        _ name: String, _ parameters: [FlowField], _ doc: String,
        _ run: @escaping @Sendable (Doubles, [ArgumentInput], AppStateStore?) throws -> Void
    ) {
        services.append(ContractService(declaration: FlowActionDeclaration(name, parameters, doc)) {
            doubles, inputs, store in try run(doubles as! Doubles, inputs, store)
        })
    }

    /// A preset taking `a`: its arguments are converted where the spec gives it, so a wrong one fails at the
    /// preset's own line; `body` writes the store then (after launch) or at the next launch.
    public mutating func preset<A>(
        _ name: String, _ a: Parameter<A>, _ doc: String,
        _ body: @escaping @Sendable (A, AppStateStore) throws -> Void
    ) {
        let function = "preset.\(name)"
        presets.append(ContractPreset(declaration: FlowActionDeclaration(name, [a.field], doc)) { inputs in
            let a = try inputs.convert(a, 1, function)
            return { store in try body(a, store) }
        })
    }

    /// A preset taking `a` and `b` (see ``preset(_:_:_:_:)``).
    public mutating func preset<A, B>(
        _ name: String, _ a: Parameter<A>, _ b: Parameter<B>, _ doc: String,
        _ body: @escaping @Sendable (A, B, AppStateStore) throws -> Void
    ) {
        let function = "preset.\(name)"
        presets.append(ContractPreset(declaration: FlowActionDeclaration(name, [a.field, b.field], doc)) { inputs in
            let (a, b) = (try inputs.convert(a, 1, function), try inputs.convert(b, 2, function))
            return { store in try body(a, b, store) }
        })
    }
}

extension LuaArguments {
    /// Argument `position` converted by `parameter`, or the binding's error naming `function` and the parameter.
    func convert<Value>(
        _ parameter: Parameter<Value>, _ position: Int, _ function: String, _ copy: ArgumentCopy
    ) throws -> Value {
        // Only an options table reads as options in messages; another record is one argument.
        let isRecord = if case .record = Value.flowType.required.shape { parameter.name == "options" } else { false }
        var input = ArgumentInput.lua(try value(position))
        if isRecord && !Value.flowType.isOptional && input.isNil {
            // Options left out read as an empty table: the message names the first required option.
            input = .flow(.record([:]))
        }
        do {
            return try parameter.convert(input, copy: copy)
        } catch {
            throw error.bindingError(position: position, parameter: parameter.name, isRecord: isRecord, function: function)
        }
    }
}

extension [ArgumentInput] {
    /// Argument `position` converted by `parameter`, or ``FlowValueError/badArgument(function:position:detail:)``.
    func convert<Value>(_ parameter: Parameter<Value>, _ position: Int, _ function: String) throws -> Value {
        let input = indices.contains(position - 1) ? self[position - 1] : .flow(.nil)
        do {
            return try parameter.convert(input, copy: ArgumentCopy())
        } catch {
            throw FlowValueError.badArgument(
                function: function, position: position, detail: error.named(parameter.name).detail)
        }
    }
}
