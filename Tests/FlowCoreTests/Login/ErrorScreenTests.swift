import FlowCore
import Testing

@Suite("ErrorScreenView")
struct ErrorScreenTests {
    private let navigator = NavigationSpy()
    private let builder = ErrorScreenBuilder()

    private func whenSetToLogin(tryAgain: @escaping () -> Void = {}) -> ErrorScreenView {
        builder.makeModule(
            title: "Login Failed", subtitle: "User has not been authenticated.", secondaryAction: .tryAgain(tryAgain),
            navigator: navigator)
    }

    private func whenDefault() -> ErrorScreenView {
        builder.makeModule(title: "Sign-In Unavailable", subtitle: "Later.", navigator: navigator)
    }

    @Test("L3: the login error screen's primary button is OK")
    func loginPrimaryButtonIsOK() {
        // When
        let sut = whenSetToLogin()
        // Then
        #expect(sut.primaryTitle == "OK")
    }

    @Test("L3: the login error screen shows a Try Again button")
    func loginShowsTryAgainButton() {
        // When
        let sut = whenSetToLogin()
        // Then
        #expect(sut.secondaryTitle == "Try Again")
    }

    @Test("L3: a general error screen has no secondary button")
    func generalHasNoSecondaryButton() {
        // When
        let sut = whenDefault()
        // Then
        #expect(sut.primaryTitle == "OK")
        #expect(sut.secondaryAction == nil)
    }

    @Test("L3: Try Again dismisses the screen, then runs the presenting screen's command")
    func tryAgainDismissesThenRunsCommand() throws {
        // Given
        var requestsWhenCommandRan: [String] = []
        let sut = whenSetToLogin { [navigator] in
            requestsWhenCommandRan = navigator.requests.map { String(describing: $0) }
        }
        // When
        try sut.tapSecondary()
        // Then
        #expect(requestsWhenCommandRan == ["dismiss"])
    }

    @Test("L3: OK dismisses the screen and runs no Try Again command")
    func okOnlyDismisses() {
        // Given
        var triedAgain = false
        let sut = whenSetToLogin { triedAgain = true }
        // When
        sut.tapPrimary()
        // Then
        #expect(navigator.requests.map { String(describing: $0) } == ["dismiss"])
        #expect(!triedAgain)
    }

    @Test("L3: tapping the missing secondary button of a general error screen throws and stays on screen")
    func missingSecondaryButtonThrows() {
        // Given
        let sut = whenDefault()
        // When / Then
        #expect(throws: ErrorScreenError.noSecondaryAction(title: "Sign-In Unavailable")) { try sut.tapSecondary() }
        #expect(navigator.requests.isEmpty)
    }

    @Test("error screen errors print as one line naming the function and the screen")
    func errorPrintsOneLine() {
        // When
        let line = String(describing: ErrorScreenError.noSecondaryAction(title: "Oops"))
        // Then
        #expect(line == "ErrorScreenView.tapSecondary: the error screen 'Oops' has no secondary button")
    }
}
