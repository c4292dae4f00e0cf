@testable import FlowSpec

/// One run's outcome with every kind of result, and characters every format must escape.
enum ReportFixtures {
    static let onboarding = "Tests/Acceptance/onboarding_spec.lua"

    static let outcome = ScenarioRunOutcome(results: [
        ScenarioResult(
            scenario: Scenario(file: onboarding, line: 3, name: "Onboarding #smoke shows the first image", tags: ["smoke"], index: 1),
            status: .passed,
            duration: .milliseconds(12)
        ),
        ScenarioResult(
            scenario: Scenario(file: onboarding, line: 8, name: "Onboarding shows <Start> & \"ends\"", index: 2),
            status: .failed,
            message: "expected \"Start\", got \"Continue\"",
            location: SourceLocation(source: onboarding, line: 11),
            screen: "[onboarding] Welcome\n  (Continue)",
            transcript: (1...10).map { "line \($0): tap \"Continue\"" },
            duration: .milliseconds(1250)
        ),
        ScenarioResult(
            scenario: Scenario(file: onboarding, line: 14, name: "Onboarding survives restarts", index: 3, isPending: true),
            status: .skipped,
            message: "pending"
        ),
        ScenarioResult(
            scenario: Scenario(file: "Tests/Acceptance/items_spec.lua", line: 5, name: "Items never settles", index: 1),
            status: .timeout,
            message: "did not finish within 1000000 instructions\u{1B}[0m",
            location: SourceLocation(source: "Tests/Acceptance/items_spec.lua", line: 7),
            duration: .seconds(2)
        ),
        .loadFailure(
            file: "Tests/Acceptance/broken_spec.lua",
            message: "'end' expected near <eof>",
            location: SourceLocation(source: "Tests/Acceptance/broken_spec.lua", line: 4)
        ),
    ], notRun: [Scenario(file: onboarding, line: 20, name: "Onboarding later", index: 4)])

    /// A failure whose name, message, screen and output carry bidi controls (a right-to-left override would draw
    /// the name as "invoice_exe.png").
    static let bidiOutcome = ScenarioRunOutcome(results: [
        ScenarioResult(
            scenario: Scenario(file: onboarding, line: 30, name: "invoice_\u{202E}gnp.exe", index: 5),
            status: .failed,
            message: "\u{2067}isolated\u{2069}\u{200F} <b>",
            location: SourceLocation(source: onboarding, line: 31),
            screen: "\u{200E}screen",
            output: "\u{061C}out\n"
        ),
    ])
}
