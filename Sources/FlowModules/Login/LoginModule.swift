import FlowCore
import FlowScript
import FlowStore
import LuaHost

/// The login scene (VIP, L1-L5) and the session as a module: `app.login`, the login and error screens, the
/// session token table, the `login`/`logout` events, and for specs `services.login`, `preset.logged_in` and
/// `persisted().session_token`.
public struct LoginModule: FlowModule {
    private let authentication: (@Sendable () -> any Authenticating)?

    /// Creates the module over `authentication`; the built-in in-memory service (the demo account
    /// agent@shield.org / hailHydra) when nil.
    public init(authentication: (@Sendable () -> any Authenticating)? = nil) {
        self.authentication = authentication
    }

    public var declaration: FlowModuleDeclaration {
        FlowModuleDeclaration(
            name: "login",
            summary: "A login scene over an authentication service, and the session it opens (VIP).",
            bindings: [
                .function("build", [FlowField("options", .record(name: "flowhost.LoginOptions", fields: [
                    FlowField("api", .optional(.record(name: "flowhost.AuthenticationAPI", fields: [
                        FlowField("sign_in", .function, "(email, password) -> user id, or nil and a message."),
                    ])), "An authentication service written in Lua."),
                    FlowField("on_login", .function, "Runs with the user id after a successful sign-in (L1)."),
                ]), "Options.")], returns: .view, "The login scene (L1-L3, L5)."),
                .function("logout", "Signs the user out: clears the session token, announces logout (L4)."),
                .function("user_id", returns: .optional(.string),
                          "The signed-in user's id, or nil; a session an earlier launch stored counts (L4)."),
            ],
            events: [
                FlowEventDeclaration("login", fields: [FlowField("user_id", .string, "Who signed in.")],
                                     "A user signed in (L1)."),
                FlowEventDeclaration("logout", "The user signed out and the token was cleared (L4)."),
            ],
            services: [
                FlowActionDeclaration("accept", [
                    FlowField("email", .string, "The email."), FlowField("password", .string, "The password."),
                    FlowField("user_id", .string, "Who signs in."),
                ], "L1: this email and password sign in as this user id."),
                FlowActionDeclaration("reject", [
                    FlowField("email", .string, "The email."), FlowField("password", .string, "The password."),
                ], "L2: this email and password are refused."),
                FlowActionDeclaration("fail_next", [FlowField("message", .optional(.string), "Why it fails.")],
                                      "The next sign-in fails (with this message)."),
            ],
            presets: [FlowActionDeclaration("logged_in", [FlowField("user_id", .string, "Who is signed in.")],
                                            "L4: a session for this user id exists.")],
            persisted: [FlowField("session_token", .optional(.string), "The stored session token (L4).")],
            calls: [FlowActionDeclaration("sign_in", [FlowField("email", .string, "The email given (never the password).")],
                                          "L1-L3, L5: a sign-in reached the service.")])
    }

    public var migrations: [StoreMigration] { [SessionTokenTable.migration, SessionTokenTable.userIdMigration] }

    public func launch(_ launch: FlowModuleLaunch) throws -> any FlowModuleInstance {
        let api = (launch.doubles as? LoginDoubles)?.authentication ?? authentication?() ?? InMemoryAuthenticationAPI()
        return LoginInstance(app: launch.app, authentication: api)
    }

    public func makeDoubles() -> (any FlowModuleDoubles)? { LoginDoubles() }

    public func makeDoubles(recordingCallsIn calls: ServiceCallLog) -> (any FlowModuleDoubles)? {
        LoginDoubles(calls: calls)
    }

    public func persisted(from store: AppStateStore) throws -> [String: FlowValue] {
        guard let token = try SessionTokenTable(store: store).loadToken() else { return [:] }
        return ["session_token": .string(token)]
    }

    public func applyPreset(_ name: String, arguments: [FlowValue], to store: AppStateStore) throws {
        guard name == "logged_in" else { throw FlowValueError.unknownAction("preset.\(name)") }
        let userId = try FlowValueReader(function: "preset.logged_in").string(arguments, 1)
        try SessionTokenTable(store: store).saveSession(AuthenticatedSession(userId: userId, token: "token-\(userId)"))
    }
}

/// The Login module in one launch: the session over the token table and the authentication service.
public final class LoginInstance: FlowModuleInstance {
    /// Who is signed in, with the token kept in the store.
    public let session: SessionController
    /// The authentication service login scenes use unless a flow gives another.
    public var authentication: any Authenticating

    private unowned let app: FlowApp

    init(app: FlowApp, authentication: any Authenticating) {
        self.app = app
        self.authentication = authentication
        let events = SessionEventCenter()
        session = SessionController(tokenStore: SessionTokenTable(store: app.store), events: events)
        events.addObserver { [unowned app] event in
            switch event {
            case .loggedIn(let userId): app.announce("login", fields: ["user_id": userId])
            case .loggedOut: app.announce("logout")
            }
        }
        app.registerAdapter(LoginViewController.self) { [pendingWork = app.pendingWork] in
            LoginScreenAdapter(view: $0, pendingWork: pendingWork)
        }
        app.registerAdapter(ErrorScreenView.self) { ErrorScreenAdapter(view: $0) }
    }

    public func makeTable(in state: LuaState) throws -> LuaTable {
        try LoginBinding.table(for: self, app: app, in: state)
    }

    /// Builds a login scene over ``session``.
    /// - Parameters:
    ///   - api: The authentication service for this scene; ``authentication`` when `nil`.
    ///   - onLogin: Runs with the user id after a successful sign-in, after `login` is announced.
    /// - Returns: The scene's view controller.
    public func makeLogin(
        api: (any Authenticating)? = nil, onLogin: @escaping (String) throws -> Void
    ) -> LoginViewController {
        LoginSceneCreator(api: api ?? authentication, session: session)
            .createScene(navigator: app.navigation) { [unowned app] userId in
                app.report(from: "login.build on_login") { try onLogin(userId) }
            }
    }

    /// Signs the user out: clears the session token and announces `logout` (L4).
    /// - Throws: The token store's error; nothing changes then.
    public func logout() throws {
        try session.logOut()
    }
}

/// `services.login` in one spec scenario: the scripted authentication every launch uses.
final class LoginDoubles: FlowModuleDoubles {
    /// The scripted service: the demo account plus what the spec accepted or rejected.
    let authentication: ScriptedAuthentication

    /// Creates the doubles of a scenario whose service records its sign-ins in `calls` (nothing when nil).
    init(calls: ServiceCallLog? = nil) {
        authentication = ScriptedAuthentication(calls: calls)
    }

    func perform(_ action: String, arguments: [FlowValue], store: AppStateStore?) throws {
        let function = "services.login.\(action)"
        let reader = FlowValueReader(function: function)
        switch action {
        case "accept":
            authentication.accept(
                email: try reader.string(arguments, 1), password: try reader.string(arguments, 2),
                userId: try reader.string(arguments, 3))
        case "reject":
            authentication.reject(email: try reader.string(arguments, 1), password: try reader.string(arguments, 2))
        case "fail_next":
            authentication.failNextCall(reason: try reader.optionalString(arguments, 1) ?? FlowModuleDefaults.failureReason)
        default:
            throw FlowValueError.unknownAction(function)
        }
    }
}
