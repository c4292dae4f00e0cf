import FlowBase
import Foundation

/// The value of `--clock`: an instant such as `2024-01-01T00:00:00Z` that the run dates created items with
/// instead of the time of day, so that transcripts are the same on every run.
///
/// Only the ISO 8601 form the items' dates are written in is accepted, with whole seconds:
/// `YYYY-MM-DDTHH:MM:SSZ`, or a `±HH:MM` offset in place of `Z`. The date and time must exist: February
/// 2023 has no 29th, an hour ends at 59 minutes, a minute at 59 seconds (leap seconds are not counted).
/// A fraction of a second is refused rather than dropped, since the dates shown have none.
struct ClockInstant {
    /// The instant.
    let date: Date

    /// 2024-01-01T00:00:00Z: the clock of `--expect` runs without `--clock`, and of specs, so that golden
    /// transcripts are the same on every run and date items as specs do.
    static let golden = ClockInstant(date: Date(timeIntervalSince1970: 1_704_067_200))

    private init(date: Date) {
        self.date = date
    }

    /// Parses `2024-01-01T00:00:00Z` or `2024-01-01T09:30:00+02:00`.
    /// - Throws: ``ClockInstantError`` naming what is wrong, with an example of the form.
    init(parsing text: String) throws(ClockInstantError) {
        let characters = Array(text.utf8)
        guard characters.count >= 20 else { throw .notAnInstant }
        let form = characters.count == 20 ? Self.utcForm : Self.offsetForm
        guard characters.count == form.count else {
            throw characters.count > 20 && characters[19] == UInt8(ascii: ".") ? .fraction : .notAnInstant
        }
        for (character, expected) in zip(characters, form.utf8) {
            let fits = switch expected {
            case UInt8(ascii: "9"): (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(character)
            case UInt8(ascii: "+"): character == UInt8(ascii: "+") || character == UInt8(ascii: "-")
            default: character == expected
            }
            guard fits else { throw .notAnInstant }
        }
        func number(_ range: Range<Int>) -> Int {
            characters[range].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        }
        let (year, month, day) = (number(0..<4), number(5..<7), number(8..<10))
        let (hour, minute, second) = (number(11..<13), number(14..<16), number(17..<19))
        guard (1...12).contains(month) else { throw .noSuchMonth(month) }
        let days = UTCTimestamp.days(inMonth: month, of: year)
        guard (1...days).contains(day) else { throw .noSuchDay(year: year, month: month, days: days) }
        guard hour < 24, minute < 60, second < 60 else { throw .noSuchTime }
        var offset = 0
        if characters.count > 20 {
            let (offsetHours, offsetMinutes) = (number(20..<22), number(23..<25))
            guard offsetHours < 24, offsetMinutes < 60 else { throw .noSuchOffset }
            offset = (characters[19] == UInt8(ascii: "-") ? -1 : 1) * (offsetHours * 3600 + offsetMinutes * 60)
        }
        let seconds = UTCTimestamp.daysSince1970(year: year, month: month, day: day) * 86_400
            + hour * 3600 + minute * 60 + second - offset
        date = Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    /// The shapes accepted, `9` standing for a digit and `+` for a sign.
    private static let utcForm = "9999-99-99T99:99:99Z"
    private static let offsetForm = "9999-99-99T99:99:99+99:99"
}
