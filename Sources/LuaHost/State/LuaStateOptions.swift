/// How to create a ``LuaState``.
public struct LuaStateOptions: Sendable {
    /// The libraries to open (default: ``LuaLibraries/sandbox``).
    public var libraries: LuaLibraries
    /// Folders `require("a.b")` looks in, for `a/b.lua`.
    public var scriptRoots: [String]
    /// Bytes the state may allocate in all (nil: no limit). Applied once the
    /// libraries are open.
    public var memoryLimit: Int?
    /// VM instructions a run may execute (nil: no budget). Each top-level run
    /// (a chunk, a call from Swift, one ``LuaState/settle()``) starts with the
    /// whole budget; coroutines share it.
    public var instructionBudget: Int?
    /// Bound classes to register (see ``LuaState/register(_:)``).
    public var classes: [AnyLuaClass]
    /// Compiled chunks to share with other states (nil: every load compiles).
    public var chunkCache: LuaChunkCache?
    /// Whether the state records the lines its file chunks run from the start (see
    /// ``LuaState/recordLines()``); off by default.
    public var recordsLines = false

    /// Creates options.
    /// - Parameters:
    ///   - libraries: The libraries to open.
    ///   - scriptRoots: Folders `require` looks in.
    ///   - memoryLimit: Bytes the state may allocate, nil for no limit.
    ///   - instructionBudget: Instructions per run, nil for no budget.
    ///   - classes: Bound classes to register.
    ///   - chunkCache: Compiled chunks to share with other states.
    public init(libraries: LuaLibraries = .sandbox, scriptRoots: [String] = [], memoryLimit: Int? = nil,
                instructionBudget: Int? = nil, classes: [AnyLuaClass] = [], chunkCache: LuaChunkCache? = nil) {
        self.libraries = libraries
        self.scriptRoots = scriptRoots
        self.memoryLimit = memoryLimit
        self.instructionBudget = instructionBudget
        self.classes = classes
        self.chunkCache = chunkCache
    }
}
