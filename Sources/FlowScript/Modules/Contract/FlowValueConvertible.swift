import FlowBase
import Foundation

/// A Swift value that reads as a plain ``FlowValue``: what an event announces and `persisted()` shows.
public protocol FlowValueConvertible {
    /// The value as a spec sees it.
    var flowValue: FlowValue { get }
}

extension String: FlowValueConvertible {
    /// `.string`.
    public var flowValue: FlowValue { .string(self) }
}

extension Bool: FlowValueConvertible {
    /// `.boolean`.
    public var flowValue: FlowValue { .boolean(self) }
}

extension Int: FlowValueConvertible {
    /// `.integer`.
    public var flowValue: FlowValue { .integer(self) }
}

extension Double: FlowValueConvertible {
    /// `.number`.
    public var flowValue: FlowValue { .number(self) }
}

extension Date: FlowValueConvertible {
    /// ISO 8601 text.
    public var flowValue: FlowValue { .string(UTCTimestamp.string(from: self)) }
}

extension Optional: FlowValueConvertible where Wrapped: FlowValueConvertible {
    /// The wrapped value, or `.nil`.
    public var flowValue: FlowValue { map(\.flowValue) ?? .nil }
}

extension Array: FlowValueConvertible where Element: FlowValueConvertible {
    /// `.list`.
    public var flowValue: FlowValue { .list(map(\.flowValue)) }
}

extension FlowValueConvertible where Self: FlowRecord {
    /// `.record` of the fields.
    public var flowValue: FlowValue { .record(flowValues) }
}

extension Dictionary: FlowValueConvertible where Key == String, Value: FlowValueConvertible {
    /// `.record` of the values.
    public var flowValue: FlowValue { .record(mapValues(\.flowValue)) }
}
