import ArgumentParser
import FlowScript
import Foundation

/// The value of `--time-limit`: how many seconds of wall-clock time one event (`run`) or one scenario
/// (`test`) may take before flowrun reports it and exits with status 1.
struct TimeLimit: ExpressibleByArgument, CustomStringConvertible, Sendable {
    /// The limit.
    let duration: Duration

    /// One minute: far beyond any event or scenario of a working flow.
    static let `default` = TimeLimit(seconds: 60)

    private init(seconds: Double) {
        duration = .milliseconds(Int64((seconds * 1000).rounded()))
    }

    /// Parses a positive number of seconds (`30`, `2.5`); nil (a usage error naming the value) otherwise.
    init?(argument: String) {
        guard let seconds = Double(argument), seconds.isFinite, seconds > 0, seconds <= 86_400 else { return nil }
        self.init(seconds: seconds)
    }

    /// `60 s`, `2.5 s`.
    var description: String {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        return "\(seconds.formatted(.number.precision(.fractionLength(0...3)))) s"
    }

    /// The text `--help` shows as the default.
    var defaultValueDescription: String { "60" }

    /// A watchdog that reports `message(label)` as flowrun's error and exits with status 1 when a piece of
    /// work overruns. The stuck thread cannot be stopped, so the process ends while it still runs; what
    /// was saved before the stuck step is kept (each step commits its own changes).
    func watchdog(message: @escaping @Sendable (String) -> String) -> WallClockWatchdog {
        WallClockWatchdog(limit: duration) { label in
            // Before the message, so that it lands on the shell's screen, not the UI's alternate one.
            RawTerminal.restoreBeforeExit()
            Diagnostics.report(message(label))
            exit(RunFailure.flowExitCode)
        }
    }
}
