@testable import FlowCore
import Testing

@Suite("LoginPresenter")
struct LoginPresenterTests {
    private let view = LoginDisplayingSpy()
    private let sut = LoginPresenter()

    init() {
        sut.viewController = view
    }

    @Test("the form is titled Sign In with email and password prompts")
    func formTexts() {
        // When
        sut.presentForm()
        // Then
        #expect(
            view.calls == [
                .form(
                    LoginFormViewModel(
                        title: "Sign In", emailPrompt: "Email", passwordPrompt: "Password", signInTitle: "Sign In"))
            ])
    }

    @Test("L5: each field at fault gets its own clear message")
    func validationMessagesPerField() {
        // When
        sut.presentValidationErrors([.emptyEmail, .emptyPassword])
        // Then
        #expect(
            view.calls == [
                .validationMessages(
                    LoginValidationViewModel(
                        emailMessage: "Enter your email address.", passwordMessage: "Enter your password."))
            ])
    }

    @Test("L5: a malformed email gets an example address and leaves the password without message")
    func malformedEmailMessage() {
        // When
        sut.presentValidationErrors([.malformedEmail("agent")])
        // Then
        #expect(
            view.calls == [
                .validationMessages(
                    LoginValidationViewModel(
                        emailMessage: "Enter an email address such as name@example.com.", passwordMessage: nil))
            ])
    }

    @Test("signing in and signed in are passed on to the view")
    func signingInAndSignedIn() {
        // When
        sut.presentSigningIn()
        sut.presentSignedIn(userId: "agent-13")
        // Then
        #expect(view.calls == [.signingIn, .signedIn(userId: "agent-13")])
    }

    @Test("L2/L3: not authenticated reads Login Failed / User has not been authenticated. and offers Try Again")
    func notAuthenticatedIsLoginFailed() {
        // When
        sut.presentSignInFailure(.notAuthenticated(email: "bad@credentials.ca"))
        // Then
        #expect(
            view.calls == [
                .signInFailure(
                    LoginFailureViewModel(
                        title: "Login Failed", subtitle: "User has not been authenticated.", offersTryAgain: true))
            ])
    }

    @Test("L3: other failures are general errors without Try Again")
    func otherFailuresAreGeneral() {
        // When
        sut.presentSignInFailure(.serviceFailed("timed out"))
        sut.presentSignInFailure(.sessionNotStored("disk full"))
        // Then
        #expect(
            view.calls == [
                .signInFailure(
                    LoginFailureViewModel(
                        title: "Sign-In Unavailable",
                        subtitle: "The sign-in service did not answer. Please try again later.",
                        offersTryAgain: false)),
                .signInFailure(
                    LoginFailureViewModel(
                        title: "Sign-In Unavailable", subtitle: "Your session could not be saved on this device.",
                        offersTryAgain: false)),
            ])
    }
}
