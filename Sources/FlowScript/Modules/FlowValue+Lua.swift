import LuaHost

extension FlowValue {
    /// The value as Lua in `state`: lists and records become new tables.
    /// - Throws: ``LuaError`` when the state has no memory left for a table.
    public func luaValue(in state: LuaState) throws -> LuaValue {
        switch self {
        case .nil: return .nil
        case .boolean(let flag): return .boolean(flag)
        case .integer(let number): return .integer(number)
        case .number(let number): return .number(number)
        case .string(let text): return .string(text)
        case .list(let list):
            let table = try state.newTable()
            for (offset, element) in list.enumerated() {
                try table.rawSet(offset + 1, element.luaValue(in: state))
            }
            return .table(table)
        case .record(let record):
            let table = try state.newTable()
            for (key, element) in record {
                try table.rawSet(key, element.luaValue(in: state))
            }
            return .table(table)
        }
    }
}
