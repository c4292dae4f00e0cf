/// A string enum a module takes as one of its raw values: `.oneOf` in the declaration, the value's case in
/// Swift, and `"x" is not one of a, b` for anything else.
public protocol FlowChoice: FlowArgument, FlowValueConvertible, RawRepresentable, CaseIterable
where RawValue == String {}

extension FlowChoice {
    /// `.oneOf` the raw values.
    public static var flowType: FlowType { .oneOf(allCases.map(\.rawValue)) }

    /// The case whose raw value `input` is.
    public static func convert(_ input: ArgumentInput, copy: ArgumentCopy) throws -> Self {
        let names = allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
        guard let text = input.stringValue else { throw ArgumentProblem(.mismatch(expected: names, got: input.typeName)) }
        guard let value = Self(rawValue: text) else {
            throw ArgumentProblem(.mismatch(expected: names, got: "\"\(text)\""))
        }
        return value
    }

    /// The raw value.
    public var flowValue: FlowValue { .string(rawValue) }
}
