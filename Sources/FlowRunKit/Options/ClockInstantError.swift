/// Why a `--clock` value is not an instant. ArgumentParser shows the description after
/// `The value '...' is invalid for '--clock <instant>': `, so each says what is wrong and shows the form.
enum ClockInstantError: Error, CustomStringConvertible {
    /// The text is not in the form `YYYY-MM-DDTHH:MM:SSZ` or `YYYY-MM-DDTHH:MM:SS±HH:MM`.
    case notAnInstant
    /// The seconds have a fraction, which the dates shown could not show.
    case fraction
    /// The month is not 01 to 12.
    case noSuchMonth(Int)
    /// The day is not one of the `days` of that month of `year`.
    case noSuchDay(year: Int, month: Int, days: Int)
    /// The hour is past 23, the minute or the second past 59.
    case noSuchTime
    /// The offset's hours are past 23 or its minutes past 59.
    case noSuchOffset

    /// What is wrong, then the form expected with an example.
    var description: String {
        let problem: String? =
            switch self {
            case .notAnInstant: nil
            case .fraction: "fractions of a second are not accepted"
            case .noSuchMonth(let month): "there is no month \(month)"
            case .noSuchDay(let year, let month, let days): "\(Self.monthNames[month - 1]) \(year) has \(days) days"
            case .noSuchTime: "hours go up to 23, minutes and seconds up to 59"
            case .noSuchOffset: "an offset's hours go up to 23 and its minutes up to 59"
            }
        let expected = "expected an ISO 8601 instant such as 2024-01-01T00:00:00Z or 2024-01-01T09:30:00+02:00"
        return problem.map { "\($0); \(expected)" } ?? expected
    }

    private static let monthNames = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]
}
