import Foundation

/// `--reporter json`: the run as one JSON document on stdout, for tools (docs/Specs.md gives the schema).
/// Keys are snake_case, as in every JSON flowrun writes; `schema` says which version of the shape this is.
public struct JSONReporter: Sendable {
    /// The version of the document's shape, bumped when a key changes meaning or goes away.
    public static let schema = 1

    /// Creates a reporter.
    public init() {}

    /// The document for `outcome`.
    /// - Parameters:
    ///   - outcome: The results, in the order the scenarios were given (every round's under `--repeat`).
    ///   - flaky: The scenarios whose outcome differed between rounds.
    ///   - seeds: The seeds of the shuffled rounds, in order.
    ///   - elapsed: The run's wall-clock time.
    public func report(
        _ outcome: ScenarioRunOutcome, flaky: [FlakyScenario] = [], seeds: [UInt64] = [], elapsed: Duration
    ) -> String {
        let counts = outcome.counts
        let document: [String: Any] = [
            "schema": Self.schema,
            "passed": counts.passed,
            "failed": counts.failed,
            "skipped": counts.skipped,
            "flaky": flaky.map { scenario($0.scenario) },
            "seconds": Self.seconds(elapsed),
            "seeds": seeds.map { String($0) },
            "results": outcome.results.map(result),
            "not_run": outcome.notRun.map(scenario),
        ]
        let data = (try? JSONSerialization.data(
            withJSONObject: document, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private func scenario(_ scenario: Scenario) -> [String: Any] {
        ["file": scenario.file, "line": scenario.line, "name": scenario.name, "tags": scenario.tags]
    }

    private func result(_ result: ScenarioResult) -> [String: Any] {
        var entry = scenario(result.scenario)
        entry["status"] = result.status.rawValue
        entry["seconds"] = Self.seconds(result.duration)
        if result.status != .passed {
            entry["message"] = result.message ?? result.status.rawValue
        }
        if result.status.isFailure {
            let location = ResultDetails.location(of: result)
            entry["at"] = ["file": location.source, "line": location.line]
            entry["kind"] = result.status == .failed ? (result.failureKind?.isError == true ? "error" : "failure")
                : result.status.rawValue
            entry["diff"] = result.diff
            entry["screen"] = result.screen ?? NSNull()
            entry["steps"] = result.transcriptTail
            entry["earlier_steps"] = result.earlierStepCount
        }
        if !result.output.isEmpty {
            entry["output"] = result.output
        }
        return entry
    }

    /// Seconds as a number with three decimals.
    private static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return ((Double(seconds) + Double(attoseconds) / 1e18) * 1000).rounded() / 1000
    }
}
