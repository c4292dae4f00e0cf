/// Why a call a spec held did not get to answer.
public enum ServiceCallError: Error, Equatable, CustomStringConvertible {
    /// The spec held the call (`hold`), and the scenario ended, or the app was launched again, before it
    /// released it; the call fails so that the work waiting on it can end.
    case abandoned(call: String)

    /// The failure as one line.
    public var description: String {
        switch self {
        case .abandoned(let call):
            "\(call) was held and never released (the scenario ended or the app was launched again)"
        }
    }
}
