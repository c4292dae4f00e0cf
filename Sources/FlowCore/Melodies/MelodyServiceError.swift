/// Why the melodies could not be loaded (M2).
public enum MelodyServiceError: Error, Equatable, CustomStringConvertible {
    /// A source failed in a way the service does not classify: the API threw an error of its own,
    /// or the database could not be read or refreshed. `reason` describes the original error.
    case unknownError(reason: String)
    /// The network is needed and not there: an API adapter reports this when its request fails
    /// for lack of a connection.
    case noNetwork
    /// The source consulted (the API online, the database offline) holds no melodies.
    case noData

    /// One line naming the failure and, for an unknown error, its cause.
    public var description: String {
        switch self {
        case .unknownError(let reason): "melodies: unknown error: \(reason)"
        case .noNetwork: "melodies: no network connection"
        case .noData: "melodies: no melodies available"
        }
    }
}
