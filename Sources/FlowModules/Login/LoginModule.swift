import FlowCore
import FlowScript
import FlowStore

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

    /// The module's name (`app.login`), which its tables' migrations and its sign-in event also carry.
    static let name = "login"
    /// The signed-in user's id as Lua names it: the function, the service's and preset's argument, the event's
    /// field and the Lua authentication service's result.
    static let userIdName = "user_id"

    /// A user signed in (L1).
    static let login = ModuleEvent(name, "A user signed in (L1).", fields: LoginFields.self)
    /// The user signed out and the token was cleared (L4).
    static let logout = ModuleEvent(logoutName, "The user signed out and the token was cleared (L4).")
    /// The sign-out, as the function that does it and the event it announces name it.
    private static let logoutName = "logout"
    /// A sign-in reached the scenario's service.
    static let signIn = ModuleCall("sign_in", "L1-L3, L5: a sign-in reached the service.", arguments: SignInCall.self)

    public var contract: ModuleContract {
        let authentication = authentication
        return ModuleContract(
            Self.name, "A login scene over an authentication service, and the session it opens (VIP).",
            doubles: { LoginDoubles(calls: $0) },
            launch: { context, doubles in
                LoginInstance(
                    context: context,
                    authentication: doubles?.authentication ?? authentication?() ?? InMemoryAuthenticationAPI())
            }
        ) { module in
            module.migrations(SessionTokenTable.migration, SessionTokenTable.userIdMigration)
            module.event(Self.login)
            module.event(Self.logout)
            module.call(Self.signIn)
            module.view("build", Parameter<LoginOptions>("options", "Options."), "The login scene (L1-L3, L5).") {
                login, context, options in
                let api = options.api.map {
                    LuaAuthenticationAPI(signIn: $0.signIn, source: "login.build api.sign_in", pendingWork: context.app.pendingWork)
                }
                return login.makeLogin(api: api) { userId in try options.onLogin(userId) }
            }
            module.function(Self.logoutName, "Signs the user out: clears the session token, announces logout (L4).") {
                try $0.logout()
            }
            module.function(Self.userIdName, "The signed-in user's id, or nil; a session an earlier launch stored counts (L4).") {
                try $0.session.restore()
            }
            module.service("accept", Parameter<String>("email", "The email."), Parameter<String>("password", "The password."),
                           Parameter<String>(Self.userIdName, "Who signs in."), "L1: this email and password sign in as this user id.") {
                doubles, email, password, userId, _ in
                doubles.authentication.accept(email: email, password: password, userId: userId)
            }
            module.service("reject", Parameter<String>("email", "The email."), Parameter<String>("password", "The password."),
                           "L2: this email and password are refused.") { doubles, email, password, _ in
                doubles.authentication.reject(email: email, password: password)
            }
            module.service("fail_next", Parameter<String?>("message", "Why it fails."),
                           "The next sign-in fails (with this message).") { doubles, message, _ in
                doubles.authentication.failNextCall(reason: message ?? FlowModuleDefaults.failureReason)
            }
            module.preset("logged_in", Parameter<String>(Self.userIdName, "Who is signed in."),
                          "L4: a session for this user id exists.") { userId, store in
                try SessionTokenTable(store: store).saveSession(AuthenticatedSession(userId: userId, token: "token-\(userId)"))
            }
            module.persisted("session_token", "The stored session token (L4).") {
                try SessionTokenTable(store: $0).loadToken()
            }
        }
    }
}

/// The Login module in one launch: the session over the token table and the authentication service.
public final class LoginInstance {
    /// Who is signed in, with the token kept in the store.
    public let session: SessionController
    /// The authentication service login scenes use unless a flow gives another.
    public var authentication: any Authenticating

    private let context: ModuleContext
    private var app: FlowApp { context.app }

    init(context: ModuleContext, authentication: any Authenticating) {
        self.context = context
        self.authentication = authentication
        let app = context.app
        let events = SessionEventCenter()
        session = SessionController(tokenStore: SessionTokenTable(store: app.store), events: events)
        events.addObserver { [unowned context] event in
            switch event {
            case .loggedIn(let userId): context.announce(LoginModule.login, LoginFields(userId: userId))
            case .loggedOut: context.announce(LoginModule.logout)
            }
        }
        app.registerAdapter(LoginViewController.self) { [unowned context] view in
            LoginScreenAdapter(view: view) { context.perform(view.signInTitle, on: view) { await view.tapSignIn() } }
        }
        app.registerAdapter(ErrorScreenView.self) { ErrorScreenAdapter(view: $0) }
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
final class LoginDoubles {
    /// The scripted service: the demo account plus what the spec accepted or rejected.
    let authentication: ScriptedAuthentication

    /// Creates the doubles of a scenario whose service records its sign-ins through `calls`.
    init(calls: CallRecorder) {
        authentication = ScriptedAuthentication(calls: calls)
    }
}

/// The options of `app.login.build`.
struct LoginOptions: FlowRecord {
    var api: AuthenticationAPI?
    var onLogin = ScriptFunction()

    static let record = RecordType<LoginOptions>("flowhost.LoginOptions", [
        .field("api", \.api, "An authentication service written in Lua."),
        .field("on_login", \.onLogin, "Runs with the user id after a successful sign-in (L1)."),
    ])

    /// A service written in Lua: `{ sign_in = function(email, password) ... end }`.
    struct AuthenticationAPI: FlowRecord {
        var signIn = ScriptFunction()

        static let record = RecordType<AuthenticationAPI>("flowhost.AuthenticationAPI", [
            .field(LoginModule.signIn.name, \.signIn, "(email, password) -> user id, or nil and a message."),
        ])
    }
}

/// The fields of `login`.
struct LoginFields: FlowRecord {
    var userId = ""

    static let record = RecordType<LoginFields>(
        "flowhost.LoginFields", [.field(LoginModule.userIdName, \.userId, "Who signed in.")])
}

/// What `login.sign_in` records: the email, never the password.
struct SignInCall: FlowRecord, FlowValueConvertible {
    var email = ""

    static let record = RecordType<SignInCall>("flowhost.SignInCall", [
        .field("email", \.email, "The email given (never the password)."),
    ])
}
