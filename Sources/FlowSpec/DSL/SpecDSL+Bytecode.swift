import LuaHost

extension SpecDSL {
    /// The DSL compiled once per process. Every scenario runs in a fresh state, and compiling the DSL's
    /// source again for each was the largest single cost of a scenario (BENCHMARKS.md); loading its
    /// bytecode skips the parser. The source is the package's own, embedded in the binary.
    static let bytecode: Result<LuaBytecode, LuaError> = compiled(source)

    /// ``parts`` compiled once per process, by name.
    static let partsBytecode: Result<[(name: String, bytecode: LuaBytecode)], LuaError> = Result {
        () throws(LuaError) -> [(name: String, bytecode: LuaBytecode)] in
        var compiled: [(name: String, bytecode: LuaBytecode)] = []
        for part in parts {
            compiled.append((part.name, try SpecDSL.compiled(part.source).get()))
        }
        return compiled
    }

    /// The table `H.parts`: each part loaded into `state`, not yet run.
    static func partsTable(in state: LuaState) throws -> LuaTable {
        let table = try state.newTable()
        for part in try partsBytecode.get() {
            try table.rawSet(part.name, state.load(part.bytecode))
        }
        return table
    }

    private static func compiled(_ source: String) -> Result<LuaBytecode, LuaError> {
        Result { () throws(LuaError) -> LuaBytecode in
            let compiler = try LuaState()
            defer { compiler.close() }
            do {
                return try compiler.load(source, name: chunkName).bytecode(name: chunkName)
            } catch let error as LuaError {
                throw error
            } catch {
                throw LuaError.runtime(LuaErrorInfo(message: "cannot compile the spec DSL: \(error)"))
            }
        }
    }
}
