import LuaHost

/// A function a flow hands a module (`on_sign_out`, a button's `action`): held by the module, called from
/// Swift through a protected call. A record field of this type is required unless declared optional.
public struct ScriptFunction: FlowArgument {
    private let function: LuaFunction?

    /// No function: what a record starts from before its fields are set. Calling it does nothing.
    public init() {
        function = nil
    }

    /// Wraps a script's function.
    public init(_ function: LuaFunction) {
        self.function = function
    }

    /// A function.
    public static var flowType: FlowType { .function }

    /// A script's function.
    public static func convert(_ input: ArgumentInput, copy: ArgumentCopy) throws -> ScriptFunction {
        ScriptFunction(try LuaFunction.convert(input, copy: copy))
    }

    /// Calls the function with `arguments`, ignoring its results.
    /// - Throws: ``FlowScriptError/callbackFailed(_:)`` with what the function raised.
    public func callAsFunction<each Argument: LuaPushable>(_ arguments: repeat each Argument) throws(FlowScriptError) {
        guard let function else { return }
        try LuaCallback.run(function, repeat each arguments)
    }

    /// Calls the function with `arguments` and returns its results (none for the empty function).
    /// - Throws: The ``LuaError`` it raised.
    public func results<each Argument: LuaPushable>(_ arguments: repeat each Argument) throws(LuaError) -> [LuaValue] {
        guard let function else { return [] }
        return try LuaCallback.results(function, repeat each arguments)
    }
}
