import FlowBase
import FlowCore
import Foundation
import Testing

/// Items' dates as text: the same as Foundation's ISO 8601 style, without its calendar set-up.
struct UTCTimestampTests {
    @Test("Dates format as Foundation's ISO 8601 style does, from 1582 to 2286 and both sides of 1970")
    func formatsAsFoundationDoes() {
        var instants: [Double] = [0, -1, -0.5, 0.999, 86_399.9, 951_782_400, 4_107_542_400, -2_208_988_800]
        // 1582 to 2286 in uneven steps, so that every month, hour and second come up.
        for step in 0..<2_000 {
            instants.append(-12_200_000_000 + Double(step) * 11_000_001.377)
        }
        for seconds in instants {
            let date = Date(timeIntervalSince1970: seconds)
            #expect(UTCTimestamp.string(from: date) == date.formatted(.iso8601), "\(seconds)")
        }
    }

    @Test("Instants far off, infinite, not a number or before the Gregorian calendar format as Foundation does")
    func extremeInstantsDoNotTrap() {
        for seconds in [1e15, 1e300, -1e300, .infinity, -.infinity, .nan, 253_402_300_799, 253_402_300_800,
                        -62_167_219_200, -12_219_292_801, -12_219_292_800] {
            let date = Date(timeIntervalSince1970: seconds)
            #expect(UTCTimestamp.string(from: date) == date.formatted(.iso8601), "\(seconds)")
        }
        #expect(UTCTimestamp.string(from: Date(timeIntervalSince1970: -12_219_292_800)) == "1582-10-15T00:00:00Z")
    }

    @Test("Text in the written form reads back as the second it names; leap days and year ends included")
    func readsBackWhatItWrites() throws {
        for text in ["2024-02-29T23:59:59Z", "2000-02-29T00:00:00Z", "1969-12-31T23:59:59Z", "1900-03-01T12:00:00Z",
                     "2024-12-31T00:00:00Z", "2100-01-01T00:00:00Z"] {
            let date = try #require(UTCTimestamp.date(from: text))
            #expect(date == (try Date(text, strategy: .iso8601)), "\(text)")
            #expect(UTCTimestamp.string(from: date) == text)
        }
    }

    @Test("Other text is not read as the written form: wrong days, other separators, offsets, fractions")
    func refusesOtherForms() {
        for text in ["2023-02-29T00:00:00Z", "2024-13-01T00:00:00Z", "2024-01-01 00:00:00Z", "2024-01-01T24:00:00Z",
                     "2024-01-01T00:00:00+02:00", "2024-01-01T00:00:00.5Z", "2024-01-01", "２０２４-01-01T00:00:00Z"] {
            #expect(UTCTimestamp.date(from: text) == nil, "\(text)")
        }
    }

    @Test("Parsing falls back to Foundation for other ISO 8601 forms and for dates before 1583")
    func parseAcceptsWhatFoundationAccepts() throws {
        for text in ["2024-01-01T02:00:00+02:00", "1500-01-01T00:00:00Z"] {
            #expect(UTCTimestamp.parse(text) == (try Date(text, strategy: .iso8601)), "\(text)")
        }
        #expect(UTCTimestamp.date(from: "1500-01-01T00:00:00Z") == nil)
        #expect(UTCTimestamp.parse("not a date") == nil)
    }
}
