import FlowScript
import LuaHost

/// Reads the arguments of `H.service(label, service, action, ...)` and `H.preset(label, name, ...)` (the DSL
/// checked their types against the modules' declarations) as ``FlowValue``s for the modules.
struct SpecArgumentReader {
    /// The deepest table nesting converted; deeper tables are refused (a spec's seed data is shallow).
    static let maxDepth = 16

    /// The arguments of the host function, the label first.
    let arguments: LuaArguments

    /// The service, the action and its arguments.
    func serviceAction() throws -> (service: String, action: String, arguments: [FlowValue]) {
        let service = try arguments.string(1)
        let action = try arguments.string(2)
        return (service, action, try values(from: 3, function: "services.\(service).\(action)"))
    }

    /// The preset's name and its arguments.
    func preset() throws -> (name: String, arguments: [FlowValue]) {
        let name = try arguments.string(1)
        return (name, try values(from: 2, function: "preset.\(name)"))
    }

    private func values(from position: Int, function: String) throws -> [FlowValue] {
        guard arguments.count >= position else { return [] }
        return try (position...arguments.count).map { try Self.value(arguments.value($0), function: function, depth: 0) }
    }

    /// `value` as a ``FlowValue``: a table with keys 1...n (or none) is a list, any other a record keyed by
    /// strings.
    static func value(_ value: LuaValue, function: String, depth: Int) throws -> FlowValue {
        switch value {
        case .nil: return .nil
        case .boolean(let flag): return .boolean(flag)
        case .integer(let number): return .integer(number)
        case .number(let number): return .number(number)
        case .string(let text): return .string(text)
        case .table(let table):
            guard depth < maxDepth else {
                throw SpecHostError.badValue(function: function, detail: "tables nested deeper than \(maxDepth) levels")
            }
            let entries = try table.pairs()
            if entries.allSatisfy({ $0.key.intValue != nil }), let list = try list(entries, function: function, depth: depth) {
                return .list(list)
            }
            var record: [String: FlowValue] = [:]
            for (key, element) in entries {
                guard case .string(let name) = key else {
                    throw SpecHostError.badValue(
                        function: function, detail: "a table mixes list entries and named fields")
                }
                record[name] = try Self.value(element, function: function, depth: depth + 1)
            }
            return .record(record)
        default:
            throw SpecHostError.badValue(function: function, detail: "a \(value.typeName) cannot be passed to a module")
        }
    }

    private static func list(
        _ entries: [(key: LuaValue, value: LuaValue)], function: String, depth: Int
    ) throws -> [FlowValue]? {
        var list = [FlowValue](repeating: .nil, count: entries.count)
        for (key, element) in entries {
            guard let index = key.intValue, list.indices.contains(index - 1) else { return nil }
            list[index - 1] = try value(element, function: function, depth: depth + 1)
        }
        return list
    }
}
