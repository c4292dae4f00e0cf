import FlowScript
import FlowCore

/// Shows the login scene (`login`): an email field, a secure password field, the sign-in button,
/// the validation messages (L5) as labels, and the loader while a sign-in is under way.
///
/// Signing in is asynchronous, so a tap does not wait for it: it queues the sign-in on the runtime's
/// ``PendingWork``, which the driver settles before the screen is read again.
public struct LoginScreenAdapter: HeadlessScreen {
    /// The email field's identifier, as `type email ...` names it.
    public static let emailFieldID = "email"
    /// The password field's identifier, as `type password ...` names it.
    public static let passwordFieldID = "password"
    /// The hint in the empty email field.
    public static let emailPlaceholder = "name@example.com"

    /// The scene's view controller.
    public let view: LoginViewController
    /// Where sign-ins are queued.
    public let pendingWork: PendingWork

    /// Creates the adapter of `view`, queueing sign-ins on `pendingWork`.
    public init(view: LoginViewController, pendingWork: PendingWork) {
        self.view = view
        self.pendingWork = pendingWork
    }

    /// The form. The password is never read back: the field shows the mask when something is typed.
    public func render() -> Screen {
        Screen(
            name: view.moduleName,
            title: view.title,
            labels: [view.emailMessage, view.passwordMessage].compactMap { $0 },
            buttons: buttons.map(\.button),
            fields: [
                ScreenField(
                    id: Self.emailFieldID, label: view.emailPrompt, placeholder: Self.emailPlaceholder,
                    value: view.email),
                ScreenField(
                    id: Self.passwordFieldID, label: view.passwordPrompt,
                    value: view.isPasswordEntered ? ScreenField.mask : "", isSecure: true),
            ],
            isLoading: view.isBusy
        )
    }

    /// The sign-in button, described once: a tap is resolved by its index into this list.
    private var buttons: [FlowAction] {
        [
            FlowAction(title: view.signInTitle, isEnabled: !view.isBusy) { [view, pendingWork] in
                pendingWork.enqueue("\(view.moduleName): \(view.signInTitle)") { [view] in
                    await view.tapSignIn()
                }
            },
        ]
    }

    /// Types into a field, or queues the sign-in.
    /// - Throws: ``AdapterActionError/unsupportedAction(_:screen:)`` for an action the form does not offer.
    public func perform(_ action: ScreenAction) throws {
        switch action {
        case .type(Self.emailFieldID, let text):
            view.setEmail(text)
        case .type(Self.passwordFieldID, let text):
            view.setPassword(text)
        case .tap(let index, _) where buttons.indices.contains(index):
            try buttons[index].perform()
        default:
            throw AdapterActionError.unsupportedAction(action, screen: view.moduleName)
        }
    }
}
