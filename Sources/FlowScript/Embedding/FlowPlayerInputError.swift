/// Why a ``FlowPlayerInput`` names nothing on the screen shown.
public enum FlowPlayerInputError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No screen is shown yet: the flow did not start.
    case noScreen
    /// The screen has no tappable button at this index.
    case noButton(index: Int, screen: String, count: Int)
    /// The screen has no row at this index.
    case noRow(index: Int, screen: String, count: Int)
    /// The player adopted a launch it did not make, which it cannot relaunch, reset or reload.
    case adopted

    /// One line naming the screen and what it offers.
    public var description: String {
        switch self {
        case .noScreen:
            "no screen is shown: the flow has not started"
        case .noButton(let index, let screen, let count):
            "screen '\(screen)' has no button \(Self.number(of: index)) (it has \(count))"
        case .noRow(let index, let screen, let count):
            "screen '\(screen)' has no row \(Self.number(of: index)) (it has \(count))"
        case .adopted:
            "this flow was launched by its host: it cannot be relaunched, reset or reloaded from here"
        }
    }

    /// The number, counting from 1, of the element at `index` (from 0), as text. The index comes from outside
    /// (a page, an app's UI) and may be any `Int`: `Int.max + 1` is counted in `UInt`, where it cannot overflow.
    private static func number(of index: Int) -> String {
        index < 0 ? String(index + 1) : String(UInt(index) + 1)
    }
}
