import FlowScript
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
    private let signInFunction: ScriptFunction
    private let pendingWork: PendingWork
    /// Names the function in failures, as the flow gave it: `login.build api.sign_in`.
    private let source: String

    /// Calls `signIn`, naming it `source` in failures.
    init(signIn: ScriptFunction, source: String, pendingWork: PendingWork) {
        self.signInFunction = signIn
        self.pendingWork = pendingWork
        self.source = source
    }

    /// Calls `sign_in(email, password)`.
    /// - Throws: `AuthenticationError`.
    func signIn(with credentials: LoginCredentials) async throws -> AuthenticatedSession {
        let results: [LuaValue]
        do {
            results = try signInFunction.results(credentials.email, credentials.password.revealed())
        } catch {
            if LuaCallback.isLimit(error) {
                pendingWork.report(FlowScriptError.callbackFailed(error), from: source)
            }
            throw AuthenticationError.unavailable(reason: FlowScriptError.located(error))
        }
        let result = results.first ?? .nil
        if result == .nil {
            // `nil, "Account locked"`: the service's words for the user; a bare nil is the usual refusal.
            if results.count > 1, case .string(let message) = results[1], !message.isEmpty {
                throw AuthenticationError.refused(email: credentials.email, message: message)
            }
            throw AuthenticationError.rejectedCredentials(email: credentials.email)
        }
        guard case .table(let table) = result else { throw fault(got: result.scriptTypeName) }
        let userId = try table.rawGet(LoginModule.userIdName)
        let token = try table.rawGet("token")
        guard let userIdText = Self.text(userId) else {
            throw fault(got: Self.table(without: LoginModule.userIdName, userId))
        }
        guard let tokenText = Self.text(token) else { throw fault(got: Self.table(without: "token", token)) }
        return AuthenticatedSession(userId: userIdText, token: tokenText)
    }

    /// Reports a result of the wrong shape and returns the error that fails the sign-in.
    private func fault(got: String) -> AuthenticationError {
        let fault = AppBindingError.badResult(
            function: LoginModule.signIn.name, expected: "{ user_id = string, token = string } or nil, message", got: got)
        pendingWork.report(fault, from: source)
        return .unavailable(reason: fault.description)
    }

    /// `table without token`, or `table with token = boolean` for a field of the wrong type.
    private static func table(without field: String, _ value: LuaValue) -> String {
        value == .nil ? "table without \(field)" : "table with \(field) = \(value.scriptTypeName)"
    }

    /// A string, or an integer as its digits (ids often are numbers).
    private static func text(_ value: LuaValue) -> String? {
        value.stringValue ?? value.intValue.map(String.init)
    }
}
