import FlowScript
import FlowTooling
import Foundation

/// The reports of a finished run: TAP or the console's, then the JUnit and HTML files, and the files they
/// are written to.
extension AcceptanceRunner {
    /// Writes TAP or the console summary, then the JUnit and HTML files when asked: the results are shown
    /// even when a file cannot be written.
    static func report(
        _ run: RepeatedRun,
        options: AcceptanceOptions,
        files: ReportFiles,
        elapsed: Duration,
        write: @Sendable (String) -> Void
    ) throws(AcceptanceRunError) {
        let console = ConsoleReporter(style: options.consoleStyle, colored: options.colored)
        let outcome = run.combined
        let flaky = run.flaky
        let pending = run.rounds.first?.results
        let seedLines = run.shuffles.enumerated().compactMap { offset, shuffle in
            shuffle.map { run.rounds.count > 1 ? "Round \(offset + 1): " + console.seedLine($0) : console.seedLine($0) }
        }
        if options.tap {
            // TAP starts with its version line; the seeds, the snapshots and the flaky scenarios follow as
            // comments.
            let comments = seedLines + run.snapshots.lines.map { ControlEscapes.escaped($0) }
                + flaky.map { "flaky: \(ControlEscapes.escaped($0.scenario.description)): \($0.roundsDescription)" }
            write(TAPReporter().report(outcome) + comments.map { "# \($0)\n" }.joined())
        } else if options.consoleStyle == .json {
            write(JSONReporter().report(
                outcome, flaky: flaky, seeds: run.shuffles.compactMap { $0?.seed }, elapsed: elapsed))
        } else {
            write(summary(run, console: console, colored: options.colored, elapsed: elapsed) + "\n")
        }
        var failure: AcceptanceRunError?
        if let junit = files.junit {
            do {
                try junit.write(JUnitReporter(includesLocations: options.junitLocations).report(outcome))
                try junit.commit()
            } catch {
                failure = .junitUnwritable(path: junit.path, reason: error.reason)
            }
        }
        if let html = files.html {
            do {
                try html.write(HTMLReporter().report(outcome, pending: pending, flaky: flaky, notes: seedLines))
                try html.commit()
            } catch {
                failure = failure ?? .htmlUnwritable(path: html.path, reason: error.reason)
            }
        }
        if let failure {
            throw failure
        }
    }

    /// The console summary; with colours, the closing line is green when nothing failed, red otherwise.
    static func summary(
        _ run: RepeatedRun, console: ConsoleReporter, colored: Bool, elapsed: Duration
    ) -> String {
        let outcome = run.combined
        let flaky = run.flaky
        let text = console.summary(
            outcome, snapshots: run.snapshots, pending: run.rounds.count > 1 ? run.rounds.first?.results : nil,
            flaky: flaky, elapsed: elapsed)
        guard colored else { return text }
        let closing = console.closingLine(outcome.counts, flaky: flaky.count, elapsed: elapsed)
        let color = run.succeeded ? "32" : "31"
        return String(text.dropLast(closing.count)) + "\u{1B}[1;\(color)m\(closing)\u{1B}[0m"
    }

    /// Opens the `--html` file, as ``openJUnit(_:)`` does.
    static func openHTML(_ path: String) throws(AcceptanceRunError) -> OutputFile {
        do {
            return try OutputFile.replacing(path: path)
        } catch {
            throw .htmlUnwritable(path: path, reason: error.reason)
        }
    }

    /// Opens the `--junit` file for replacing (``OutputFile/replacing(path:)``: a link's target is replaced,
    /// a FIFO or device written in place).
    static func openJUnit(_ path: String) throws(AcceptanceRunError) -> OutputFile {
        do {
            return try OutputFile.replacing(path: path)
        } catch {
            throw .junitUnwritable(path: path, reason: error.reason)
        }
    }
}
