/// A compiled Lua function, as `string.dump` would give it, for loading again into other states without
/// compiling its source each time (e.g. a trusted prelude loaded into one fresh state per test scenario).
///
/// Lua does not verify binary chunks: a malformed one can crash the process. That is why sandboxed states
/// refuse them from scripts, and why the only way to make one is ``LuaFunction/bytecode(name:)``: load only
/// bytecode this process made from source it trusts. Bytecode keeps its debug information, so messages
/// still name the chunk and its lines.
public struct LuaBytecode: Sendable, Equatable {
    /// The dumped chunk.
    public let bytes: [UInt8]
    /// The chunk name it was compiled under (`"=prelude"`, `"@scripts/x.lua"`).
    public let name: String

    init(bytes: [UInt8], name: String) {
        self.bytes = bytes
        self.name = name
    }
}
