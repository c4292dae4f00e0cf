import FlowScript
import FlowCore

/// Shows the login scene (`login`): an email field, a secure password field, the sign-in button and
/// the validation messages (L5) as labels.
///
/// Signing in is asynchronous, so a tap does not wait for it: the button runs the `signIn` it is given,
/// which the module runs as the host's async action (``ModuleContext/perform(_:on:_:)``): pending work,
/// with the loader on and the button disabled until it ends, held by a spec's `hold`.
public struct LoginScreenAdapter: HeadlessScreen {
    /// The email field's identifier, as `type email ...` names it.
    public static let emailFieldID = "email"
    /// The password field's identifier, as `type password ...` names it.
    public static let passwordFieldID = "password"
    /// The hint in the empty email field.
    public static let emailPlaceholder = "name@example.com"

    /// The scene's view controller.
    public let view: LoginViewController
    /// Starts a sign-in with what the form holds.
    public let signIn: () -> Void

    /// Creates the adapter of `view`, starting sign-ins with `signIn`.
    public init(view: LoginViewController, signIn: @escaping () -> Void) {
        self.view = view
        self.signIn = signIn
    }

    /// The form. The password is never read back: the field shows the mask when something is typed.
    public func render() -> Screen {
        screen.render()
    }

    /// Types into a field, or starts the sign-in.
    /// - Throws: ``AdapterActionError/unsupportedAction(_:screen:)`` for an action the form does not offer.
    public func perform(_ action: ScreenAction) throws {
        try screen.perform(action)
    }

    private var screen: ModuleScreen {
        let fields = [
            ScreenField(
                id: Self.emailFieldID, label: view.emailPrompt, placeholder: Self.emailPlaceholder, value: view.email),
            ScreenField(
                id: Self.passwordFieldID, label: view.passwordPrompt,
                value: view.isPasswordEntered ? ScreenField.mask : "", isSecure: true),
        ]
        return ModuleScreen(
            Screen(
                name: view.moduleName, title: view.title,
                labels: [view.emailMessage, view.passwordMessage].compactMap { $0 }, fields: fields),
            buttons: [FlowAction(title: view.signInTitle) { signIn() }],
            type: { [view] id, text in
                switch id {
                case Self.emailFieldID: view.setEmail(text)
                case Self.passwordFieldID: view.setPassword(text)
                default: throw AdapterActionError.unsupportedAction(.type(fieldID: id, text: text), screen: view.moduleName)
                }
            })
    }
}
