import CLua
import CLuaShim

/// A coroutine run by the host's async driver (see ``LuaState/spawn(_:_:)``
/// and ``LuaState/settle()``).
public final class LuaTask {
    /// What the coroutine gets when next resumed.
    enum Resumption {
        /// Its first run, with this many arguments already on its stack.
        case start(arguments: Int32)
        /// Async work finished: push its results.
        case results((LuaStack) throws -> Int)
        /// Async work failed: raise this error in the coroutine.
        case failure(any Error)
        /// It yielded by itself (`coroutine.yield()`): resume with nothing.
        case proceed
    }

    let thread: OpaquePointer
    let ref: Int32
    var resumption: Resumption
    /// The async work it waits for, if it is suspended in an async function.
    var work: (() async throws -> (LuaStack) throws -> Int)?

    /// The results, or the error that ended the coroutine; nil while it runs.
    public private(set) var result: Result<[LuaValue], LuaError>?

    init(thread: OpaquePointer, ref: Int32, arguments: Int32) {
        self.thread = thread
        self.ref = ref
        resumption = .start(arguments: arguments)
    }

    /// Whether the coroutine has finished (returned or failed).
    public var isFinished: Bool { result != nil }

    /// The coroutine's results.
    /// - Throws: The ``LuaError`` that ended it, or a runtime error if it has
    ///   not finished (``LuaState/settle()`` was not awaited).
    public func value() throws(LuaError) -> [LuaValue] {
        guard let result else {
            throw LuaError.runtime(LuaErrorInfo(message: "the task has not finished (await settle() first)"))
        }
        return try result.get()
    }

    /// Records the end of the coroutine.
    func finish(_ result: Result<[LuaValue], LuaError>) {
        self.result = result
        work = nil
    }
}
