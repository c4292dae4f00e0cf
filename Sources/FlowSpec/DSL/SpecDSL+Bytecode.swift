import LuaHost

extension SpecDSL {
    /// The DSL compiled once per process. Every scenario runs in a fresh state, and compiling the DSL's
    /// source again for each was the largest single cost of a scenario (BENCHMARKS.md); loading its
    /// bytecode skips the parser. The source is the package's own, embedded in the binary.
    static let bytecode: Result<LuaBytecode, LuaError> = Result { () throws(LuaError) -> LuaBytecode in
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
