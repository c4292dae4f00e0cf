import Foundation

/// Dates as ISO 8601 text in UTC to the second, `2024-05-01T09:30:00Z`: how items' dates are shown, stored and
/// given to scripts.
///
/// Foundation's `.iso8601` format style gives the same text, but its calendar and time-zone set-up loads ICU's
/// zone data: about 1.7 MB of resident memory and half a millisecond in every `flowrun run` that shows an item
/// (BENCHMARKS.md). UTC needs none of it: the conversion is arithmetic on the proleptic Gregorian calendar.
public enum UTCTimestamp {
    /// `date` as `yyyy-MM-ddTHH:mm:ssZ`, the fraction of a second dropped (the second that holds the instant).
    /// Instants before the Gregorian calendar's first day, 1582-10-15 (Foundation writes them in the Julian
    /// calendar), or from the year 10000 on (a script may date an item 1e300 seconds on, or at infinity: converting
    /// that to an integer here would trap) are Foundation's to format, so the text is always what it writes.
    public static func string(from date: Date) -> String {
        let interval = date.timeIntervalSince1970
        guard (gregorianStart..<yearTenThousand).contains(interval) else { return date.formatted(.iso8601) }
        let seconds = Int(interval.rounded(.down))
        let (days, secondOfDay) = seconds.quotientAndRemainderFlooring(dividingBy: 86_400)
        let (year, month, day) = civilDate(fromDaysSince1970: days)
        return digits(year, 4) + "-" + digits(month, 2) + "-" + digits(day, 2) + "T"
            + digits(secondOfDay / 3600, 2) + ":" + digits(secondOfDay / 60 % 60, 2) + ":"
            + digits(secondOfDay % 60, 2) + "Z"
    }

    /// The instants a flow or spec may give as a date, in seconds since 1970: 1583-01-01T00:00:00Z to
    /// 9999-12-31T23:59:59Z, where ``string(from:)`` and ``date(from:)`` read each other's text exactly. NaN and
    /// the infinities are in no range.
    public static let scriptRange: ClosedRange<Double> = -12_212_553_600...253_402_300_799

    /// 1582-10-15T00:00:00Z and 10000-01-01T00:00:00Z, in seconds since 1970 (NaN is in no range).
    private static let gregorianStart: Double = -12_219_292_800
    private static let yearTenThousand: Double = 253_402_300_800

    /// The date `text` names, in the exact form ``string(from:)`` writes, from the year 1583 (Foundation reads
    /// earlier dates in the Julian calendar); nil for any other text.
    public static func date(from text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count == 20, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
              bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
              bytes[19] == UInt8(ascii: "Z"),
              let year = number(bytes[0..<4]), let month = number(bytes[5..<7]), let day = number(bytes[8..<10]),
              let hour = number(bytes[11..<13]), let minute = number(bytes[14..<16]),
              let second = number(bytes[17..<19]),
              year >= 1583, (1...12).contains(month), (1...days(inMonth: month, of: year)).contains(day),
              hour < 24, minute < 60, second < 60
        else { return nil }
        let days = daysSince1970(year: year, month: month, day: day)
        return Date(timeIntervalSince1970: Double(days * 86_400 + hour * 3600 + minute * 60 + second))
    }

    /// The date `text` names in ISO 8601: ``date(from:)``'s form at once, any other form Foundation's parser
    /// accepts (an offset such as `+02:00`, a fraction of a second) through it.
    public static func parse(_ text: String) -> Date? {
        date(from: text) ?? (try? Date(text, strategy: .iso8601))
    }

    /// Year, month and day of the day `days` after 1970-01-01 (negative before it), on the proleptic Gregorian
    /// calendar: the days are counted in 400-year eras of 146,097 days from 0000-03-01.
    private static func civilDate(fromDaysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153  // 0 is March
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// Days from 1970-01-01 to the date (negative before it), the inverse of `civilDate(fromDaysSince1970:)`:
    /// whole 400-year eras, then the years and days within one, counted from March so that the leap day comes
    /// last.
    public static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let marchYear = month <= 2 ? year - 1 : year
        let era = (marchYear >= 0 ? marchYear : marchYear - 399) / 400
        let yearOfEra = marchYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// 28 to 31, February having 29 days in the Gregorian calendar's leap years.
    public static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// The decimal number the ASCII digits spell; nil for any other byte.
    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for byte in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    /// `value` in decimal, zero-padded to `width` digits.
    private static func digits(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
    }
}

private extension Int {
    /// The quotient rounded toward minus infinity, and the remainder that goes with it (never negative for a
    /// positive divisor).
    func quotientAndRemainderFlooring(dividingBy divisor: Int) -> (quotient: Int, remainder: Int) {
        let (quotient, remainder) = quotientAndRemainder(dividingBy: divisor)
        return remainder < 0 ? (quotient - 1, remainder + divisor) : (quotient, remainder)
    }
}
