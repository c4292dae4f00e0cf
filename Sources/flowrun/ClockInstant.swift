import ArgumentParser
import Foundation

/// The value of `--clock`: an ISO 8601 instant such as `2024-01-01T00:00:00Z` that the run dates created items
/// with instead of the time of day, so that transcripts are the same on every run.
struct ClockInstant: ExpressibleByArgument {
    /// The instant.
    let date: Date

    /// Parses `2024-01-01T00:00:00Z` or `2024-01-01T09:30:00+02:00`; nil (a usage error naming the value) for
    /// anything else.
    init?(argument: String) {
        guard let date = try? Date(argument, strategy: .iso8601) else { return nil }
        self.date = date
    }
}
