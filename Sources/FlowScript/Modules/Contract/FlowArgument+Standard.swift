import FlowBase
import Foundation
import LuaHost

extension String: FlowArgument {
    /// `string`.
    public static var flowType: FlowType { .string }

    /// A string; numbers are refused.
    public static func convert(_ input: ArgumentInput, copy: ArgumentCopy) throws -> String {
        guard let text = input.stringValue else { throw mismatch(input) }
        copy.noteString(text.utf8.count)
        return text
    }
}

extension Bool: FlowArgument {
    /// `boolean`.
    public static var flowType: FlowType { .boolean }

    /// `true` or `false` only.
    public static func convert(_ input: ArgumentInput, copy: ArgumentCopy) throws -> Bool {
        guard let flag = input.boolValue else { throw mismatch(input) }
        return flag
    }
}

extension Int: FlowArgument {
    /// `integer`.
    public static var flowType: FlowType { .integer }

    /// A number with an exact integer value: `1.5` is refused.
    public static func convert(_ input: ArgumentInput, copy: ArgumentCopy) throws -> Int {
        guard let number = input.integerValue else { throw mismatch(input) }
        return number
    }
}

extension Double: FlowArgument {
    /// `number`.
    public static var flowType: FlowType { .number }

    /// Any number.
    public static func convert(_ input: ArgumentInput, copy: ArgumentCopy) throws -> Double {
        guard let number = input.numberValue else { throw mismatch(input) }
        return number
    }
}

extension LuaFunction: FlowArgument {
    /// A function.
    public static var flowType: FlowType { .function }

    /// A script's function (a spec's plain values hold none).
    public static func convert(_ input: ArgumentInput, copy: ArgumentCopy) throws -> LuaFunction {
        guard let function = input.functionValue else { throw mismatch(input, expected: "function") }
        copy.noteReference()
        return function
    }
}

extension LuaTable: FlowArgument {
    /// Any table.
    public static var flowType: FlowType { .table }

    /// A script's table, read later by the module.
    public static func convert(_ input: ArgumentInput, copy: ArgumentCopy) throws -> LuaTable {
        guard let table = input.tableValue else { throw mismatch(input, expected: "table") }
        copy.noteReference()
        return table
    }
}

extension Optional: FlowArgument where Wrapped: FlowArgument {
    /// The wrapped type, optional.
    public static var flowType: FlowType { .optional(Wrapped.flowType) }

    /// nil for nil or a value left out, else the wrapped conversion.
    public static func convert(_ input: ArgumentInput, copy: ArgumentCopy) throws -> Wrapped? {
        input.isNil ? nil : try Wrapped.convert(input, copy: copy)
    }
}

extension Array: FlowArgument where Element: FlowArgument {
    /// A list of the element type.
    public static var flowType: FlowType { .list(Element.flowType) }

    /// A table holding exactly `[1]...[n]` (an empty table is an empty list); a problem in an element
    /// names its index.
    public static func convert(_ input: ArgumentInput, copy: ArgumentCopy) throws -> [Element] {
        guard let entries = try input.entries() else { throw mismatch(input) }
        var elements = [ArgumentInput?](repeating: nil, count: entries.count)
        for (key, value) in entries {
            guard case .index(let index) = key, elements.indices.contains(index - 1) else {
                throw ArgumentProblem(.mismatch(expected: flowType.annotation, got: "table with key \(key.shown)"))
            }
            elements[index - 1] = value
        }
        return try elements.enumerated().map { offset, element in
            do {
                return try Element.convert(element ?? .lua(.nil), copy: copy)
            } catch let problem as ArgumentProblem {
                throw problem.inside(.index(offset + 1))
            }
        }
    }
}

extension Date: FlowArgument {
    /// A date, as specs give it: ISO 8601 text or seconds since 1970.
    public static var flowType: FlowType { .any }

    /// `2024-05-01`, `2024-05-01T09:30:00Z`, or seconds since 1970, within ``UTCTimestamp/scriptRange``
    /// (1583-01-01 to 9999-12-31 UTC): NaN, the infinities and dates outside it are refused.
    public static func convert(_ input: ArgumentInput, copy: ArgumentCopy) throws -> Date {
        if let seconds = input.numberValue {
            guard UTCTimestamp.scriptRange.contains(seconds) else { throw outOfRange(input.typeName) }
            return Date(timeIntervalSince1970: seconds)
        }
        if let text = input.stringValue {
            if let date = UTCTimestamp.parse(text.count == 10 ? text + "T00:00:00Z" : text) {
                guard UTCTimestamp.scriptRange.contains(date.timeIntervalSince1970) else {
                    throw outOfRange("\"\(text)\"")
                }
                return date
            }
        }
        let got = input.stringValue.map { "\"\($0)\"" } ?? input.typeName
        throw ArgumentProblem(.mismatch(
            expected: "ISO 8601 (\"2024-05-01\" or \"2024-05-01T09:30:00Z\") or seconds since 1970", got: got))
    }

    /// A date of the right type outside ``UTCTimestamp/scriptRange``.
    private static func outOfRange(_ got: String) -> ArgumentProblem {
        ArgumentProblem(.refused("a date from 1583-01-01 to 9999-12-31 (UTC) expected, got \(got)"))
    }
}

extension Dictionary: FlowArgument where Key == String, Value: FlowArgument {
    /// Any table (keyed by strings).
    public static var flowType: FlowType { .table }

    /// A table whose keys are all strings, each value converted by its type.
    public static func convert(_ input: ArgumentInput, copy: ArgumentCopy) throws -> [String: Value] {
        guard let entries = try input.entries() else { throw mismatch(input, expected: "table") }
        var values: [String: Value] = [:]
        for (key, value) in entries {
            guard case .name(let name) = key else {
                throw ArgumentProblem(.mismatch(expected: "table keyed by strings", got: "key \(key.shown)"))
            }
            do {
                values[name] = try Value.convert(value, copy: copy)
            } catch let problem as ArgumentProblem {
                throw problem.inside(key)
            }
        }
        return values
    }
}
