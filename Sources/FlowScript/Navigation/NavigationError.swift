/// Why a navigation request could not be carried out.
public enum NavigationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `back` was asked on the root screen: nothing to pop, nothing to dismiss.
    case backOnRoot(module: String)
    /// `pop` was asked on a view that is the root of its stack; a presentation is left by dismissing it.
    case popOnStackRoot(module: String)
    /// `dismiss` was asked while nothing is presented modally.
    case dismissWithoutPresentation(module: String)
    /// A request that needs a shown view (`pop`, `dismiss`, `back`) came while nothing is on screen.
    case nothingShown(request: String)

    /// One line naming the request and the module at fault.
    public var description: String {
        switch self {
        case .backOnRoot(let module):
            "cannot go back from \(QuotedText.quoted(module)): it is the root screen"
        case .popOnStackRoot(let module):
            "cannot pop \(QuotedText.quoted(module)): it is the root of its stack"
        case .dismissWithoutPresentation(let module):
            "cannot dismiss over \(QuotedText.quoted(module)): nothing is presented"
        case .nothingShown(let request):
            "cannot \(request): no screen is shown"
        }
    }
}
