import CLua
import CLuaShim

/// The part of a state shared by its owner (``LuaState``) and every value
/// that refers into it (tables, functions, tasks...).
///
/// It outlives the `lua_State` when references are kept after ``LuaState``
/// closed: ``isOpen`` then turns false and every reference becomes inert.
@usableFromInline final class LuaCore {
    /// The C bookkeeping of the state (allocator, budget, current thread),
    /// freed with the core: reading it needs no exclusivity check.
    @usableFromInline let host: UnsafeMutablePointer<lhs_Host>
    /// Swift errors thrown by callbacks, recoverable when their message comes back.
    private(set) var causes = LuaErrorCauses()
    /// Bound classes pushed by dynamic type (see ``LuaState/register(_:)``).
    var classes: [ObjectIdentifier: AnyLuaClass] = [:]
    /// Every class ever registered (see ``register(_:)``).
    private var pinnedClasses: [AnyLuaClass] = []
    /// The async driver's queues.
    let scheduler = LuaScheduler()
    /// Receives warnings (`warn(...)`, errors inside `__gc`).
    var warningHandler: ((String) -> Void)?
    /// The chunk cache the state loads through, kept alive as long as the state may use it.
    private var chunkCache: LuaChunkCache?

    /// Creates the `lua_State` with the counting allocator.
    init() throws(LuaError) {
        guard let L = lhs_newstate(luaDispatch, luaRelease, luaWarn, nil) else {
            throw LuaError.memory(LuaErrorInfo(message: "not enough memory"))
        }
        host = lhs_host(L)
        host.pointee.core = Unmanaged.passUnretained(self).toOpaque()
    }

    deinit {
        close()
        lhs_freehost(host)
    }

    /// Makes every load of the state go through `cache`.
    func use(_ cache: LuaChunkCache) {
        guard let main else { return }
        chunkCache = cache
        lhs_setcache(main, cache.handle)
    }

    /// The main thread; nil once closed.
    var main: OpaquePointer? { host.pointee.main }

    /// Whether the `lua_State` is still open.
    var isOpen: Bool { host.pointee.main != nil }

    /// The thread Swift code works on: the main thread, or the coroutine
    /// whose callback is running; nil once closed.
    @inlinable var current: OpaquePointer? { host.pointee.current }

    /// Whether `L` is a thread of this state.
    @inline(__always)
    func owns(_ L: OpaquePointer) -> Bool {
        lhs_host(L).pointee.core == Unmanaged.passUnretained(self).toOpaque()
    }

    /// The thread to use, or a runtime error if the state is closed.
    /// Always inlined: every call into the state starts here.
    @inlinable @inline(__always) func thread() throws(LuaError) -> OpaquePointer {
        guard let L = current else { try Self.throwClosed() }
        return L
    }

    /// Throws the error for using a closed state, out of the callers' hot paths.
    @usableFromInline @inline(never) static func throwClosed() throws(LuaError) -> Never {
        throw LuaError.runtime(LuaErrorInfo(message: "attempt to use a closed Lua state"))
    }

    /// Closes the `lua_State`: every `__gc` runs and references turn inert.
    func close() {
        guard let L = main else { return }
        precondition(host.pointee.depth == 0, "a Lua state cannot be closed from inside one of its callbacks")
        scheduler.abandon()
        lhs_close(L)
        host.pointee.cache = nil
        chunkCache = nil
        causes.removeAll()
    }

    /// The core of the state `L` belongs to.
    static func of(_ L: OpaquePointer) -> LuaCore {
        Unmanaged<LuaCore>.fromOpaque(lhs_host(L).pointee.core).takeUnretainedValue()
    }

    /// Starts a top-level run: the budget is full again. Nested runs (from
    /// callbacks) share the budget of the run they are part of.
    func beginRun(_ L: OpaquePointer) {
        beginCall()
        lhs_beginrun(L)
    }

    /// The Swift part of starting a run (``lhs_pcall`` does the C part):
    /// forget the causes of earlier runs' errors.
    @inlinable func beginCall() {
        if host.pointee.hascauses != 0, host.pointee.depth == 0 {
            forgetCauses()
        }
    }

    /// Forgets the causes of earlier runs' errors.
    @usableFromInline func forgetCauses() {
        host.pointee.hascauses = 0
        causes.removeAll()
    }

    /// Remembers the Swift error behind the Lua error `message`.
    func record(_ message: String, cause: any Error) {
        causes.record(message, cause: cause)
        host.pointee.hascauses = 1
    }

    // MARK: Errors

    /// Turns the error object on top of `L` (popped) after a failed protected
    /// call with `status` into a ``LuaError`` (``LHS_ERRSTACK`` and
    /// ``LHS_ERRTIMEOUT`` leave no object).
    @usableFromInline func error(status: Int32, on L: OpaquePointer) -> LuaError {
        let message: String
        if status == LHS_ERRSTACK {
            message = "stack overflow (cannot grow the Lua stack)"
        } else if status == LHS_ERRTIMEOUT {
            message = "instruction budget exceeded (the script caught the timeout and went on)"
        } else {
            message = Self.errorMessage(at: -1, on: L)
            lhs_pop(L, 1)
        }
        return classify(status: status, message: message, on: L)
    }

    /// Builds the ``LuaError`` for `message`, using the place and traceback
    /// the message handler recorded.
    func classify(status: Int32, message: String, on L: OpaquePointer) -> LuaError {
        let host = lhs_host(L).pointee
        var location = LuaLocation.prefix(of: message)?.location
        if location == nil, host.whereline > 0 {
            let source = withUnsafeBytes(of: host.where) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            location = LuaLocation(source: source, line: Int(host.whereline))
        }
        let traceback = lhs_traceback(L).map { String(cString: $0) }
        let info = LuaErrorInfo(message: message, location: location, traceback: traceback)
        if status == LUA_ERRSYNTAX {
            return .syntax(info, incompleteInput: message.hasSuffix("<eof>"))
        }
        if status == LUA_ERRFILE {
            return .file(info)
        }
        if host.exhausted != 0 {
            return .timeout(info)
        }
        if status == LUA_ERRMEM || message == "not enough memory" {
            return .memory(info)
        }
        if let cause = causes.cause(of: message) {
            if let lua = cause as? LuaError { return lua }
            return .callback(info, cause: cause)
        }
        if let (function, position) = Self.badArgument(in: message) {
            return .badArgument(info, function: function, position: position)
        }
        return .runtime(info)
    }

    /// The text of the error object at `index` (never raises): "not enough
    /// memory" if even the message cannot be made, and a description of the
    /// object when its `__tostring` fails.
    static func errorMessage(at index: Int32, on L: OpaquePointer) -> String {
        let type = lua_type(L, index)
        switch type {
        case LUA_TSTRING:
            return LuaStack(L).string(at: index)
        case LUA_TNUMBER:
            return LuaStack(L).numberText(at: index)
        default:
            let status = lhs_errormessage(L, index)
            if status == LHS_ERRSTACK { return "not enough memory" }
            defer { lhs_pop(L, 1) }
            switch status {
            case LUA_OK:
                return LuaStack(L).string(at: -1)
            case LUA_ERRMEM:
                return "not enough memory"
            default:
                return "(error object is a \(String(cString: lua_typename(L, type))) value whose __tostring failed)"
            }
        }
    }

    /// `("select", 2)` for `...bad argument #2 to 'select' (...)`.
    private static func badArgument(in message: String) -> (String, Int)? {
        let text = LuaLocation.prefix(of: message)?.rest ?? Substring(message)
        guard text.hasPrefix("bad argument #") else { return nil }
        let afterHash = text.dropFirst("bad argument #".count)
        let digits = afterHash.prefix(while: { $0.isASCII && $0.isNumber })
        guard let position = Int(digits) else { return nil }
        let afterDigits = afterHash.dropFirst(digits.count)
        guard afterDigits.hasPrefix(" to '") else { return nil }
        let name = afterDigits.dropFirst(" to '".count).prefix(while: { $0 != "'" })
        return (String(name), position)
    }
}

/// Releases one retain of a Swift object held by Lua (`__gc`, `__close`,
/// collected function boxes).
let luaRelease: lhs_Release = { object in
    guard let object else { return }
    Unmanaged<AnyObject>.fromOpaque(object).release()
}

/// Forwards a complete warning to the state's handler. Runs inside the
/// garbage collector at times: the handler must not use the state.
let luaWarn: lhs_Warn = { core, message in
    guard let core, let message else { return }
    let owner = Unmanaged<LuaCore>.fromOpaque(core).takeUnretainedValue()
    owner.warningHandler?(String(cString: message))
}

extension LuaCore {
    /// The registered class for `type` or its nearest registered superclass.
    func boundClass(for type: AnyClass) -> AnyLuaClass? {
        var current: AnyClass? = type
        while let candidate = current {
            if let found = classes[ObjectIdentifier(candidate)] { return found }
            current = _getSuperclass(candidate)
        }
        return nil
    }

    /// Registers `boundClass` (replacing another class for the same Swift
    /// type) and its parents (unless their types already have one).
    func register(_ boundClass: AnyLuaClass) {
        classes[ObjectIdentifier(boundClass.objectType)] = boundClass
        keep(boundClass)
        var current = boundClass.parent
        while let candidate = current {
            if classes[ObjectIdentifier(candidate.objectType)] == nil {
                classes[ObjectIdentifier(candidate.objectType)] = candidate
            }
            current = candidate.parent
        }
    }

    /// Keeps a class alive as long as the state: its metatable, once built,
    /// points to its callees.
    private func keep(_ boundClass: AnyLuaClass) {
        if !pinnedClasses.contains(where: { $0 === boundClass }) {
            pinnedClasses.append(boundClass)
        }
    }
}
