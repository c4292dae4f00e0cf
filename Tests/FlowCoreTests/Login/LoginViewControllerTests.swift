import FlowCore
import Testing

@Suite("LoginViewController")
struct LoginViewControllerTests {
    private let interactor = LoginRequestHandlingSpy()
    private let router = LoginRoutingSpy()
    private let sut: LoginViewController

    init() {
        sut = LoginViewController(interactor: interactor, router: router)
    }

    @Test("loading the view asks the interactor for the form")
    func viewDidLoadLoadsForm() {
        // When
        sut.viewDidLoad()
        // Then
        #expect(interactor.loadFormCount == 1)
    }

    @Test("the displayed form texts become the view's state")
    func displayFormSetsTexts() {
        // When
        sut.displayForm(LoginFormViewModel(title: "T", emailPrompt: "E", passwordPrompt: "P", signInTitle: "S"))
        // Then
        #expect([sut.title, sut.emailPrompt, sut.passwordPrompt, sut.signInTitle] == ["T", "E", "P", "S"])
    }

    @Test("typing fills the email and marks a password as entered")
    func typingFillsTheFields() {
        // When
        sut.setEmail("agent@shield.org")
        sut.setPassword("hailHydra")
        // Then
        #expect(sut.email == "agent@shield.org")
        #expect(sut.isPasswordEntered)
    }

    @Test("L5: editing a field takes that field's validation message away, and only that one")
    func editingClearsItsMessage() {
        // Given
        sut.displayValidationMessages(LoginValidationViewModel(emailMessage: "bad email", passwordMessage: "no password"))

        // When
        sut.setEmail("agent@shield.org")

        // Then
        #expect(sut.emailMessage == nil)
        #expect(sut.passwordMessage == "no password")

        // When
        sut.setPassword("hailHydra")

        // Then
        #expect(sut.passwordMessage == nil)
    }

    @Test("tapping Sign In sends the typed credentials to the interactor")
    func tapSignInSendsCredentials() async {
        // Given
        sut.setEmail("agent@shield.org")
        sut.setPassword("hailHydra")
        // When
        await sut.tapSignIn()
        // Then
        #expect(
            interactor.signInCredentials == [
                LoginCredentials(email: "agent@shield.org", password: Password("hailHydra"))
            ])
    }

    @Test("L5: validation messages are shown and the form is not busy")
    func validationMessagesAreShown() {
        // Given
        sut.displaySigningIn()
        // When
        sut.displayValidationMessages(LoginValidationViewModel(emailMessage: "e", passwordMessage: nil))
        // Then
        #expect(sut.emailMessage == "e")
        #expect(sut.passwordMessage == nil)
        #expect(!sut.isBusy)
    }

    @Test("signing in clears the messages and makes the form busy")
    func signingInIsBusy() {
        // Given
        sut.displayValidationMessages(LoginValidationViewModel(emailMessage: "e", passwordMessage: "p"))
        // When
        sut.displaySigningIn()
        // Then
        #expect(sut.emailMessage == nil)
        #expect(sut.passwordMessage == nil)
        #expect(sut.isBusy)
    }

    @Test("L1: once signed in, the password is forgotten and the router moves on with the user id")
    func signedInRoutesOn() {
        // Given
        sut.setPassword("hailHydra")
        sut.displaySigningIn()
        // When
        sut.displaySignedIn(userId: "agent-13")
        // Then
        #expect(router.signedInUserIds == ["agent-13"])
        #expect(!sut.isPasswordEntered)
        #expect(!sut.isBusy)
    }

    @Test("L2: a failure leaves the busy state and is routed to an error screen")
    func failureIsRouted() {
        // Given
        let failure = LoginFailureViewModel(title: "Login Failed", subtitle: "s", offersTryAgain: true)
        sut.displaySigningIn()
        // When
        sut.displaySignInFailure(failure)
        // Then
        #expect(router.failures == [failure])
        #expect(!sut.isBusy)
    }
}
