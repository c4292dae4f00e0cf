/// A value as JSON: `null`, a boolean, a number, a string, an array or an object, so that JSON readers of a
/// transcript get an announcement's fields as values, not text.
extension FlowValue: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .nil
        } else if let flag = try? container.decode(Bool.self) {
            self = .boolean(flag)
        } else if let number = try? container.decode(Int.self) {
            self = .integer(number)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let list = try? container.decode([FlowValue].self) {
            self = .list(list)
        } else {
            self = .record(try container.decode([String: FlowValue].self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .nil: try container.encodeNil()
        case .boolean(let flag): try container.encode(flag)
        case .integer(let number): try container.encode(number)
        case .number(let number): try container.encode(number)
        case .string(let text): try container.encode(text)
        case .list(let list): try container.encode(list)
        case .record(let record): try container.encode(record)
        }
    }
}
