extension FlowValue: FlowArgument, FlowValueConvertible {
    /// Anything plain.
    public static var flowType: FlowType { .any }

    /// A plain copy of `input`: nil, booleans, numbers, strings, and tables of them (a table whose keys are
    /// `1...n` is a list); a function or another value is refused.
    public static func convert(_ input: ArgumentInput, copy: ArgumentCopy) throws -> FlowValue {
        if input.isNil { return .nil }
        if let flag = input.boolValue { return .boolean(flag) }
        if case .lua(.integer(let number)) = input { return .integer(number) }
        if case .flow(.integer(let number)) = input { return .integer(number) }
        if let number = input.numberValue { return .number(number) }
        if let text = input.stringValue {
            copy.noteString(text.utf8.count)
            return .string(text)
        }
        guard let entries = try input.entries() else {
            throw ArgumentProblem(.mismatch(expected: "plain value", got: input.typeName))
        }
        if !entries.isEmpty, entries.allSatisfy({ if case .index = $0.key { true } else { false } }) {
            return .list(try [FlowValue].convert(input, copy: copy))
        }
        var record: [String: FlowValue] = [:]
        for (key, value) in entries {
            guard case .name(let name) = key else {
                throw ArgumentProblem(.mismatch(expected: "record keyed by strings", got: "key \(key.shown)"))
            }
            do {
                record[name] = try convert(value, copy: copy)
            } catch let problem as ArgumentProblem {
                throw problem.inside(key)
            }
        }
        return .record(record)
    }

    /// The value itself.
    public var flowValue: FlowValue { self }
}
