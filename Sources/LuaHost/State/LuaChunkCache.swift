import CLuaShim

/// Compiled chunks shared by the states created with it: each distinct text chunk is compiled once per process,
/// and every later load of the same chunk name and source, in any of those states, loads its bytecode instead.
///
/// Loads that go through the cache: ``LuaState/load(_:name:)``, ``LuaState/load(file:)`` and `require`. The key
/// is the whole source, compared byte for byte, so an edited file is compiled afresh and nothing stale is ever
/// loaded. Only text chunks are cached, and the bytecode loaded is the cache's own dump, so a sandboxed state
/// still refuses binary chunks from scripts. Error messages and tracebacks are unchanged: the bytecode keeps its
/// debug information.
///
/// Use one for many short-lived states that load the same scripts (a test runner making a state per scenario).
/// Entries are kept until the cache is released; past `capacity` chunks, or `byteLimit` bytes of sources and
/// bytecode (64 MiB unless given: the cache lives outside every state's memory limit), further ones are
/// compiled as usual.
///
/// ```swift
/// let cache = try LuaChunkCache()
/// for scenario in scenarios {
///     let state = try LuaState(options: LuaStateOptions(scriptRoots: ["scripts"], chunkCache: cache))
///     try state.run("return require('flow').start()", name: "main.lua")  // flow.lua is parsed once
///     state.close()
/// }
/// ```
public final class LuaChunkCache: Sendable {
    /// The C cache. It locks around every access, so states on any thread may share it; it is freed with this
    /// object, which each state using it retains.
    nonisolated(unsafe) let handle: OpaquePointer

    /// The most bytes of sources and bytecode kept, whatever the number of chunks.
    public let byteLimit: Int

    /// Creates an empty cache.
    /// - Parameters:
    ///   - capacity: The most chunks kept.
    ///   - byteLimit: The most bytes of sources and bytecode kept (a chunk whose source is more than half of it
    ///     is never kept).
    /// - Throws: ``LuaError/memory(_:)`` when it cannot be allocated.
    public init(capacity: Int = 512, byteLimit: Int = 64 << 20) throws(LuaError) {
        guard let handle = lhs_newcache(max(capacity, 0), max(byteLimit, 0)) else {
            throw LuaError.memory(LuaErrorInfo(message: "not enough memory for a chunk cache"))
        }
        self.handle = handle
        self.byteLimit = max(byteLimit, 0)
    }

    deinit {
        lhs_freecache(handle)
    }

    /// The number of chunks kept.
    public var count: Int {
        lhs_cachecount(handle)
    }
}
