import FlowCore
import LuaHost

/// A login service written in Lua: a table whose `sign_in(email, password)` returns
/// `{ user_id = ..., token = ... }` on success, `nil` (and a message) for credentials it rejects, and
/// raises when it cannot answer.
///
/// Rejected credentials become `AuthenticationError.rejectedCredentials` (the "Login Failed" screen, L2);
/// a raised error becomes `AuthenticationError.unavailable` with its message. A result of another shape,
/// a timeout or the memory limit is the script's fault: it is also reported to the app's pending work,
/// so the event fails with it.
final class LuaAuthenticationAPI: Authenticating {
    private let signInFunction: LuaFunction
    private let pendingWork: PendingWork

    /// Takes `table`'s `sign_in`.
    /// - Throws: ``AppBindingError/badOption(_:function:expected:got:)`` when it has none.
    init(table: LuaTable, option: String, function: String, pendingWork: PendingWork) throws {
        guard case .function(let signIn) = try table.get("sign_in") else {
            throw AppBindingError.badOption(
                option, function: function, expected: "table with a sign_in function", got: "table without one")
        }
        self.signInFunction = signIn
        self.pendingWork = pendingWork
    }

    /// Calls `sign_in(email, password)`.
    /// - Throws: `AuthenticationError`.
    func signIn(with credentials: LoginCredentials) async throws -> AuthenticatedSession {
        let results: [LuaValue]
        do {
            results = try LuaCallback.results(signInFunction, credentials.email, credentials.password.revealed())
        } catch {
            if LuaCallback.isLimit(error) {
                pendingWork.report(FlowScriptError.callbackFailed(error), from: Self.source)
            }
            throw AuthenticationError.unavailable(reason: FlowScriptError.located(error))
        }
        let result = results.first ?? .nil
        if result == .nil {
            throw AuthenticationError.rejectedCredentials(email: credentials.email)
        }
        guard case .table(let table) = result,
            let userId = try Self.text(table.rawGet("user_id")),
            let token = try Self.text(table.rawGet("token"))
        else {
            let fault = AppBindingError.badResult(
                function: "sign_in", expected: "{ user_id = string, token = string } or nil, message",
                got: result.scriptTypeName)
            pendingWork.report(fault, from: Self.source)
            throw AuthenticationError.unavailable(reason: fault.description)
        }
        return AuthenticatedSession(userId: userId, token: token)
    }

    private static let source = "login api: sign_in"

    /// A string, or an integer as its digits (ids often are numbers).
    private static func text(_ value: LuaValue) -> String? {
        value.stringValue ?? value.intValue.map(String.init)
    }
}
