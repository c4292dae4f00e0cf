import FlowBase
import Foundation

/// Reads the fields of spec arguments for a module's doubles and presets, refusing what does not fit with a
/// ``FlowValueError/badValue(function:detail:)`` that names the entry and the field.
public struct FlowValueReader {
    /// The DSL function the values were given to, such as `services.items.returns`.
    public let function: String

    /// Creates a reader for `function`'s arguments.
    public init(function: String) {
        self.function = function
    }

    /// The records of a list argument: `{ { title = "a" }, { title = "b" } }`.
    public func records(_ value: FlowValue) throws(FlowValueError) -> [[String: FlowValue]] {
        let entries: [FlowValue]
        switch value {
        case .list(let list): entries = list
        case .record(let record) where record.isEmpty: entries = []
        default: throw .badValue(function: function, detail: "a list of tables expected, got \(value.typeName)")
        }
        return try entries.enumerated().map { (offset, entry) throws(FlowValueError) in
            guard case .record(let record) = entry else {
                throw .badValue(function: function, detail: "entry \(offset + 1) is not a table")
            }
            return record
        }
    }

    /// The string field `key` of `entry`, which must be there.
    public func text(_ entry: [String: FlowValue], _ key: String, _ place: String) throws(FlowValueError) -> String {
        guard let value = try optionalText(entry, key, place) else {
            throw .badValue(function: function, detail: "\(place) has no \(key)")
        }
        return value
    }

    /// The string field `key` of `entry`, or nil.
    public func optionalText(
        _ entry: [String: FlowValue], _ key: String, _ place: String
    ) throws(FlowValueError) -> String? {
        switch entry[key] ?? .nil {
        case .nil: return nil
        case .string(let text): return text
        case let other:
            throw .badValue(function: function, detail: "\(place): \(key) must be a string, got \(other.typeName)")
        }
    }

    /// The boolean field `key` of `entry`, or nil.
    public func flag(_ entry: [String: FlowValue], _ key: String, _ place: String) throws(FlowValueError) -> Bool? {
        switch entry[key] ?? .nil {
        case .nil: return nil
        case .boolean(let flag): return flag
        case let other:
            throw .badValue(function: function, detail: "\(place): \(key) must be a boolean, got \(other.typeName)")
        }
    }

    /// The date field `key` of `entry`: ISO 8601 (`2024-05-01` or `2024-05-01T09:30:00Z`) or seconds since 1970.
    public func date(_ entry: [String: FlowValue], _ key: String, _ place: String) throws(FlowValueError) -> Date? {
        switch entry[key] ?? .nil {
        case .nil: return nil
        case .integer(let seconds): return Date(timeIntervalSince1970: Double(seconds))
        case .number(let seconds): return Date(timeIntervalSince1970: seconds)
        case .string(let text):
            let full = text.count == 10 ? text + "T00:00:00Z" : text
            if let date = UTCTimestamp.parse(full) {
                return date
            }
        default: break
        }
        throw .badValue(
            function: function,
            detail: "\(place): \(key) must be ISO 8601 (\"2024-05-01\" or \"2024-05-01T09:30:00Z\") or seconds since 1970")
    }

    /// The string argument at `position` (1-based) of `arguments`, or nil when left out.
    public func optionalString(_ arguments: [FlowValue], _ position: Int) throws(FlowValueError) -> String? {
        guard arguments.indices.contains(position - 1) else { return nil }
        switch arguments[position - 1] {
        case .nil: return nil
        case .string(let text): return text
        case let other:
            throw .badValue(function: function, detail: "argument #\(position) must be a string, got \(other.typeName)")
        }
    }

    /// The string argument at `position` (1-based) of `arguments`.
    public func string(_ arguments: [FlowValue], _ position: Int) throws(FlowValueError) -> String {
        guard let text = try optionalString(arguments, position) else {
            throw .badValue(function: function, detail: "argument #\(position) must be a string, got nil")
        }
        return text
    }

    /// The boolean argument at `position` (1-based) of `arguments`, or nil when left out.
    public func optionalBool(_ arguments: [FlowValue], _ position: Int) throws(FlowValueError) -> Bool? {
        guard arguments.indices.contains(position - 1) else { return nil }
        switch arguments[position - 1] {
        case .nil: return nil
        case .boolean(let flag): return flag
        case let other:
            throw .badValue(function: function, detail: "argument #\(position) must be a boolean, got \(other.typeName)")
        }
    }
}
