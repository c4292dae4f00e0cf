import CLuaShim

extension LuaState {
    /// Starts recording the lines the state's file chunks run (line coverage), for every thread created
    /// from now on; the instruction budget stays exact. Recording costs a call of a C hook per line entered.
    /// Calling it again changes nothing.
    /// - Throws: ``LuaError/memory(_:)`` when the record cannot be allocated, ``LuaError/runtime(_:)`` on a
    ///   closed state.
    public func recordLines() throws(LuaError) {
        guard let main = core.main else {
            throw LuaError.runtime(LuaErrorInfo(message: "the Lua state is closed"))
        }
        guard lhs_recordlines(main) == LUA_OK else {
            throw LuaError.memory(LuaErrorInfo(message: "not enough memory to record lines"))
        }
    }

    /// The lines recorded since ``recordLines()``; empty when not recording. Still readable after
    /// ``close()``, so that the lines of a run that ended by closing the state are kept.
    public var recordedLines: LuaLineRecord {
        var record = LuaLineRecord()
        let host = core.host
        for index in 0..<lhs_linechunks(host) {
            var bits: UnsafePointer<UInt8>?
            var count = 0
            guard let name = lhs_linechunk(host, index, &bits, &count) else { continue }
            var lines = Set<Int>()
            if let bits {
                for byte in 0..<count where bits[byte] != 0 {
                    for bit in 0..<8 where bits[byte] & (1 << bit) != 0 {
                        lines.insert(byte * 8 + bit)
                    }
                }
            }
            record.lines[String(String(cString: name).dropFirst()), default: []].formUnion(lines)
        }
        return record
    }
}
