import LuaHost

/// What a module's binding returns to the script: pushed as a Lua value, declared with ``resultType``. The
/// type itself is sendable (`SendableMetatype`), as the bindings' `@Sendable` closures name it.
public protocol FlowResult: LuaPushable, SendableMetatype {
    /// The type the listing and the stubs show.
    static var resultType: FlowType { get }
}

extension String: FlowResult {
    /// `string`.
    public static var resultType: FlowType { .string }
}

extension Bool: FlowResult {
    /// `boolean`.
    public static var resultType: FlowType { .boolean }
}

extension Int: FlowResult {
    /// `integer`.
    public static var resultType: FlowType { .integer }
}

extension Double: FlowResult {
    /// `number`.
    public static var resultType: FlowType { .number }
}

extension Optional: FlowResult where Wrapped: FlowResult {
    /// The wrapped type, optional.
    public static var resultType: FlowType { .optional(Wrapped.resultType) }
}
