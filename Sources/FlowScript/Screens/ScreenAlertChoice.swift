/// Which of an alert's actions was chosen.
public enum ScreenAlertChoice: Equatable, Sendable {
    /// The primary action (`"OK"`).
    case primary
    /// The secondary action (`"Try Again"`).
    case secondary
}
