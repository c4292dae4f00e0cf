import CLua
import CLuaShim

/// A Swift function Lua can call: a plain function, a method, a property
/// accessor or a metamethod of a bound class.
///
/// C holds callees as unretained pointers (class members, kept alive by their
/// ``LuaClass``) or retained ones (functions, released by `__gc`).
///
/// `@unchecked Sendable`: a callee is immutable. Callees shared between states
/// are those of a ``LuaClass``, whose builder only accepts `@Sendable`
/// closures; callees of functions registered on a state are made and used by
/// that one non-Sendable ``LuaState`` only.
@usableFromInline final class LuaCallee: @unchecked Sendable {
    /// What the callee is, for messages.
    @usableFromInline enum Kind {
        case function
        case method(type: String)
        case getter(type: String)
        case setter(type: String)
    }

    /// The signature of every callee body: the Swift object (methods and
    /// accessors) and the arguments; returns a result count or an `LHS_` status.
    @usableFromInline typealias Body = (UnsafeMutableRawPointer?, LuaArguments) throws -> Int32

    let name: String
    let kind: Kind
    let body: Body

    @usableFromInline init(name: String, kind: Kind, body: @escaping Body) {
        self.name = name
        self.kind = kind
        self.body = body
    }

    /// Runs the body; any Swift error becomes a staged Lua error (status
    /// `LHS_RAISE` with the error object on the stack).
    @inline(__always)
    func invoke(_ L: OpaquePointer, _ object: UnsafeMutableRawPointer?, _ base: Int32) -> Int32 {
        do {
            return try body(object, LuaArguments(L, base: base, callee: self))
        } catch {
            return stage(error, on: L)
        }
    }

    /// Pushes the Lua error object for `error` and remembers its cause.
    private func stage(_ error: any Error, on L: OpaquePointer) -> Int32 {
        let core = LuaCore.of(L)
        var message: String
        let located: Bool
        let cause: (any Error)?
        switch error {
        case let failure as LuaArgumentError:
            message = failure.message(for: self)
            located = true
            cause = nil
        case let raise as LuaRaise:
            message = raise.message
            located = true
            cause = nil
        case let lua as LuaError:
            // Errors of nested Lua calls pass through unchanged (they are
            // already located).
            message = lua.message
            located = false
            cause = lua
        default:
            message = String(describing: error)
            located = true
            cause = error
        }
        let status = message.withUTF8 { bytes in
            lhs_pusherror(L, bytes.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) },
                          bytes.count, located ? 1 : 0)
        }
        if status == LHS_ERRSTACK { return LHS_NOROOM }
        if let cause, lua_type(L, -1) == LUA_TSTRING {
            core.record(LuaStack(L).string(at: -1), cause: cause)
        }
        return LHS_RAISE
    }
}

/// The one entry point C calls for every callee.
let luaDispatch: lhs_Dispatch = { L, callee, object, base in
    Unmanaged<LuaCallee>.fromOpaque(callee!)._withUnsafeGuaranteedRef { $0.invoke(L!, object, base) }
}
