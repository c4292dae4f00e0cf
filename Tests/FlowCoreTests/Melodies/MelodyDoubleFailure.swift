/// Errors the melodies test doubles throw to play failing sources.
enum MelodyDoubleFailure: Error, CustomStringConvertible {
    /// The API request timed out (an error the service does not classify).
    case timedOut
    /// The database could not be read or written.
    case diskFull

    var description: String {
        switch self {
        case .timedOut: "timed out"
        case .diskFull: "disk full"
        }
    }
}
