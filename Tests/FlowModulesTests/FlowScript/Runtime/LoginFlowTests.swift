import FlowCoreTestSupport
import FlowModules
import FlowStore
import FlowTestSupport
import FlowCore
import Testing
@testable import FlowScript

@Suite("Login flow")
struct LoginFlowTests {
    /// A driver on the login scene; signing in shows the items list with a "Log Out" button.
    static func startedOnLogin(_ app: FlowApp, signedIn: @escaping (String) -> Void = { _ in }) async throws -> FlowDriver {
        let driver = FlowDriver(app: app)
        try await driver.start { [unowned app] in
            app.navigation.replaceRoot(with: app.makeLogin { [unowned app] userId in
                signedIn(userId)
                let logOut = FlowAction(title: "Log Out") { [unowned app] in
                    try app.logout()
                    app.navigation.replaceRoot(with: ScriptedScreen(name: "goodbye", title: "Signed Out"))
                }
                app.navigation.replaceRoot(with: app.makeItemsList(actions: [logOut]))
            })
        }
        return driver
    }

    static func signIn(_ driver: FlowDriver, email: String, password: String) async throws {
        try await driver.send(.type(fieldID: "email", text: email))
        try await driver.send(.type(fieldID: "password", text: password))
        try await driver.send(.tap(title: "Sign In"))
    }

    @Test("The login screen shows an email field, a secure password field and Sign In")
    func loginScreenShowsTheForm() async throws {
        // Given, When
        let driver = try await Self.startedOnLogin(try FlowTestSupport.makeApp())

        // Then
        let screen = try #require(driver.screen)
        #expect(screen.name == "login")
        #expect(screen.title == "Sign In")
        #expect(screen.fields.map(\.id) == ["email", "password"])
        #expect(screen.fields.map(\.isSecure) == [false, true])
        #expect(screen.buttons == [ScreenButton(title: "Sign In")])
    }

    @Test("L1, L4: good credentials sign in, announce the login with the user id and store the token")
    func goodCredentialsSignIn() async throws {
        // Given
        let app = try FlowTestSupport.makeApp()
        var signedIn: [String] = []
        let driver = try await Self.startedOnLogin(app) { signedIn.append($0) }

        // When
        try await Self.signIn(driver, email: "agent@shield.org", password: "hailHydra")

        // Then
        #expect(signedIn == ["agent-13"])
        #expect(app.announcements.all == [.login(userId: "agent-13")])
        #expect(driver.transcript.steps.last?.message == #"login user_id="agent-13""#)
        #expect(driver.screen?.name == "items.list")
        #expect(try app.store.persistedState().hasToken)
    }

    @Test("L2: bad credentials show the error screen Login Failed / User has not been authenticated.")
    func badCredentialsShowTheErrorScreen() async throws {
        // Given
        let app = try FlowTestSupport.makeApp()
        let driver = try await Self.startedOnLogin(app)

        // When
        try await Self.signIn(driver, email: "bad@credentials.ca", password: "Shazam!")

        // Then
        let screen = try #require(driver.screen)
        #expect(screen.name == "error")
        #expect(screen.title == "Login Failed")
        #expect(screen.alert == ScreenAlert(
            title: "Login Failed", message: "User has not been authenticated.", primaryAction: "OK",
            secondaryAction: "Try Again"))
        #expect(app.announcements.all.isEmpty)
    }

    @Test("L3: Try Again returns to the login form with the email kept and the password cleared")
    func tryAgainReturnsToLogin() async throws {
        // Given
        let driver = try await Self.startedOnLogin(try FlowTestSupport.makeApp())
        try await Self.signIn(driver, email: "bad@credentials.ca", password: "Shazam!")

        // When
        let steps = try await driver.send(.tap(title: "Try Again"))

        // Then
        #expect(steps.first?.navigation == [NavigationChange(kind: .dismiss, modules: ["error"])])
        #expect(driver.screen?.name == "login")
        #expect(driver.screen?.field(id: "email")?.value == "bad@credentials.ca")
        #expect(driver.screen?.field(id: "password")?.value == "")
    }

    @Test("L3: OK returns to the login form as it was")
    func okReturnsToLogin() async throws {
        // Given
        let driver = try await Self.startedOnLogin(try FlowTestSupport.makeApp())
        try await Self.signIn(driver, email: "bad@credentials.ca", password: "Shazam!")

        // When
        try await driver.send(.tap(title: "OK"))

        // Then
        #expect(driver.screen?.name == "login")
        #expect(driver.screen?.field(id: "password")?.value == ScreenField.mask)
    }

    @Test("L3: a failing service shows a general error screen with only OK")
    func serviceFailureShowsAGeneralError() async throws {
        // Given
        let app = try FlowTestSupport.makeApp()
        app.inMemoryAuthentication.failNextCall()
        let driver = try await Self.startedOnLogin(app)

        // When
        try await Self.signIn(driver, email: "agent@shield.org", password: "hailHydra")

        // Then
        #expect(driver.screen?.alert?.title == "Sign-In Unavailable")
        #expect(driver.screen?.tappableButtons.map(\.title) == ["OK"])
    }

    @Test("L2: a rejected email is refused even with the right password")
    func rejectedCredentialsAreRefused() async throws {
        // Given
        let app = try FlowTestSupport.makeApp()
        app.inMemoryAuthentication.rejectCredentials(email: "agent@shield.org")
        let driver = try await Self.startedOnLogin(app)

        // When
        try await Self.signIn(driver, email: "agent@shield.org", password: "hailHydra")

        // Then
        #expect(driver.screen?.title == "Login Failed")
    }

    @Test("L5: Sign In with empty fields shows both messages and never reaches the API")
    func emptyFieldsShowValidationMessages() async throws {
        // Given
        let app = try FlowTestSupport.makeApp()
        let driver = try await Self.startedOnLogin(app)

        // When
        try await driver.send(.tap(title: "Sign In"))

        // Then
        #expect(driver.screen?.labels == ["Enter your email address.", "Enter your password."])
        #expect(driver.screen?.name == "login")
        #expect(app.inMemoryAuthentication.signInCount == 0)
    }

    @Test("L5: a malformed email is named before any attempt")
    func malformedEmailShowsItsMessage() async throws {
        // Given
        let app = try FlowTestSupport.makeApp()
        let driver = try await Self.startedOnLogin(app)

        // When
        try await Self.signIn(driver, email: "agent", password: "hailHydra")

        // Then
        #expect(driver.screen?.labels == ["Enter an email address such as name@example.com."])
        #expect(app.inMemoryAuthentication.signInCount == 0)
    }

    @Test("L4: Log Out announces the logout and clears the token")
    func logOutAnnouncesAndClearsTheToken() async throws {
        // Given
        let app = try FlowTestSupport.makeApp()
        let driver = try await Self.startedOnLogin(app)
        try await Self.signIn(driver, email: "agent@shield.org", password: "hailHydra")

        // When
        let steps = try await driver.send(.tap(title: "Log Out"))

        // Then
        #expect(steps.map(\.kind) == [.event, .announcement])
        #expect(steps.last?.message == "logout")
        #expect(app.announcements.all == [.login(userId: "agent-13"), .logout])
        #expect(try app.store.persistedState().hasToken == false)
        #expect(driver.screen?.name == "goodbye")
    }

    @Test("L4: a login scene given its own API signs in through it, not the built-in one")
    func injectedAPIIsUsed() async throws {
        // Given
        let app = try FlowTestSupport.makeApp()
        let api = AuthenticatingSpy(result: .success(AuthenticatedSession(userId: "7", token: "t-7")))
        var signedIn: [String] = []
        let driver = FlowDriver(app: app)
        try await driver.start { [unowned app] in
            app.navigation.replaceRoot(with: app.makeLogin(api: api) { signedIn.append($0) })
        }

        // When
        try await Self.signIn(driver, email: "nick@shield.org", password: "patch")

        // Then
        #expect(api.emails == ["nick@shield.org"])
        #expect(signedIn == ["7"])
        #expect(app.inMemoryAuthentication.signInCount == 0)
    }
}
