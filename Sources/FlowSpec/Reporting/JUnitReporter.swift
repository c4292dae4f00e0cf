import FlowScript
import FlowTooling

/// `--junit FILE`: the results as JUnit XML, the format CI servers import.
///
/// One `testsuite` per spec file (in the order the results first name it), one `testcase` per result.
/// A failed expectation carries a `failure` (typed `expectation`, or `refused` for a step the app refused);
/// an error an `error`: a Lua error the spec, a helper or the flow raised (typed `lua`), a DSL call the spec
/// misused (`usage`), a timeout (`timeout`) or a spec file that could not load (`load`). A pending scenario
/// carries `skipped`. What a scenario printed is its `system-out`.
///
/// The attributes are those the strictest importers accept (Jenkins xunit's junit-10.xsd): `skipped` only
/// on `testsuite`, and a `testcase`'s `file` and `line` only with ``includesLocations``, for the servers
/// that read them (GitLab, for one).
public struct JUnitReporter: Sendable {
    /// The `name` of the `testsuites` element.
    public var suiteName: String
    /// Whether each `testcase` names the spec's `file` and `line`.
    public var includesLocations: Bool

    /// Creates a reporter.
    public init(suiteName: String = "flowrun test", includesLocations: Bool = false) {
        self.suiteName = suiteName
        self.includesLocations = includesLocations
    }

    /// The XML document, ending with a newline.
    public func report(_ outcome: ScenarioRunOutcome) -> String {
        var files: [String] = []
        var byFile: [String: [ScenarioResult]] = [:]
        for result in outcome.results {
            if byFile[result.scenario.file] == nil { files.append(result.scenario.file) }
            byFile[result.scenario.file, default: []].append(result)
        }
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            "<testsuites name=\"\(attribute(suiteName))\" \(totals(outcome.results, skipped: false))>",
        ]
        for file in files {
            let results = byFile[file] ?? []
            lines.append("  <testsuite name=\"\(attribute(file))\" \(totals(results))>")
            for result in results {
                lines += testcase(result)
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A report of a run that ended in an error before any scenario ran (no scenario declared, nothing
    /// selected): one test case in error, named for the run, with `message`.
    public func errorReport(_ message: String) -> String {
        [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            "<testsuites name=\"\(attribute(suiteName))\" tests=\"1\" failures=\"0\" errors=\"1\" time=\"0.000\">",
            "  <testsuite name=\"\(attribute(suiteName))\" tests=\"1\" failures=\"0\" errors=\"1\" skipped=\"0\" "
                + "time=\"0.000\">",
            "    <testcase name=\"the run\" classname=\"flowrun\" time=\"0.000\">",
            "      <error message=\"\(attribute(message))\">\(XMLText.escaped(message))</error>",
            "    </testcase>",
            "  </testsuite>",
            "</testsuites>",
        ].joined(separator: "\n") + "\n"
    }

    /// The counts and time; `skipped` only where the schema allows it (on `testsuite`).
    private func totals(_ results: [ScenarioResult], skipped withSkipped: Bool = true) -> String {
        let failures = results.count { Self.isFailure($0) }
        let errors = results.count { $0.status.isFailure && !Self.isFailure($0) }
        let skipped = results.count { $0.status == .skipped }
        let time = ResultDetails.seconds(results.reduce(.zero) { $0 + $1.duration })
        let skippedAttribute = withSkipped ? " skipped=\"\(skipped)\"" : ""
        return "tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\"\(skippedAttribute) time=\"\(time)\""
    }

    private func testcase(_ result: ScenarioResult) -> [String] {
        let scenario = result.scenario
        let open = "    <testcase name=\"\(attribute(scenario.name))\" classname=\"\(attribute(className(of: scenario.file)))\""
            + (includesLocations ? " file=\"\(attribute(scenario.file))\" line=\"\(scenario.line)\"" : "")
            + " time=\"\(ResultDetails.seconds(result.duration))\""
        let message = attribute(result.message ?? result.status.rawValue)
        let details = XMLText.escaped(ResultDetails.lines(of: result).joined(separator: "\n"))
        var children: [String]
        switch result.status {
        case .passed:
            children = []
        case .skipped:
            children = ["      <skipped message=\"\(message)\"/>"]
        case .failed where Self.isFailure(result):
            let type = result.failureKind?.rawValue ?? ScenarioFailureKind.expectation.rawValue
            children = ["      <failure message=\"\(message)\" type=\"\(type)\">\(details)</failure>"]
        case .failed, .error, .timeout:
            children = ["      <error message=\"\(message)\" type=\"\(Self.errorType(of: result))\">\(details)</error>"]
        }
        if !result.output.isEmpty {
            children.append("      <system-out>\(XMLText.escaped(result.output))</system-out>")
        }
        return children.isEmpty ? [open + "/>"] : [open + ">"] + children + ["    </testcase>"]
    }

    /// Whether `result` is reported as a `failure`, a failed expectation: a failed scenario whose kind is no
    /// error (an unknown kind counts as an expectation).
    static func isFailure(_ result: ScenarioResult) -> Bool {
        result.status == .failed && result.failureKind?.isError != true
    }

    /// The `type` of an `error`: `lua`, `usage`, `timeout` or `load`.
    private static func errorType(of result: ScenarioResult) -> String {
        switch result.status {
        case .timeout: "timeout"
        case .error: "load"
        default: result.failureKind == .usage ? "usage" : "lua"
        }
    }

    /// `Tests/Acceptance/login_spec.lua` becomes `Tests.Acceptance.login_spec`, the dotted form JUnit
    /// viewers group by.
    private func className(of file: String) -> String {
        let bare = file.hasSuffix(".lua") ? String(file.dropLast(4)) : file
        return bare.split(separator: "/", omittingEmptySubsequences: true).joined(separator: ".")
    }

    private func attribute(_ text: String) -> String {
        XMLText.escaped(text, inAttribute: true)
    }
}
