extension FlowValue {
    /// The value as an announcement's text form spells it: strings as they are, numbers and booleans spelled
    /// out, a table by its type name.
    public var announcedText: String {
        switch self {
        case .nil: ""
        case .boolean(let flag): flag ? "true" : "false"
        case .integer(let number): String(number)
        case .number(let number): String(number)
        case .string(let text): text
        case .list, .record: typeName
        }
    }
}
