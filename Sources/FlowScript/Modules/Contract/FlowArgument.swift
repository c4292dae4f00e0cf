/// A Swift type a module's entry takes from scripts and specs: its declared type (for the DSL, the listing
/// and the stubs) and its conversion, with the checks and messages that go with it. The conversion is the
/// only reader of the value, so what is declared is what is checked.
///
/// `String`, `Bool`, `Int`, `Double`, `LuaFunction`, `LuaTable`, optionals, arrays, ``FlowRecord`` structs and
/// ``FlowChoice`` enums conform. The type itself is sendable (`SendableMetatype`): the bindings' `@Sendable`
/// closures convert through it.
public protocol FlowArgument: SendableMetatype {
    /// The type as scripts see it.
    static var flowType: FlowType { get }

    /// Converts `input`, counting what it copies in `copy`.
    /// - Throws: ``ArgumentProblem`` for a value of another type or shape; the state's error while reading a
    ///   table.
    static func convert(_ input: ArgumentInput, copy: ArgumentCopy) throws -> Self
}

extension FlowArgument {
    /// The problem of `input` when a `what` was expected.
    static func mismatch(_ input: ArgumentInput, expected what: String? = nil) -> ArgumentProblem {
        ArgumentProblem(.mismatch(expected: what ?? flowType.required.annotation, got: input.typeName))
    }
}
