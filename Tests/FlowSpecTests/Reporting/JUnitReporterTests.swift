import FlowHostTestSupport
import FlowScript
import FlowTooling
import Testing
@testable import FlowSpec

@Suite("JUnit XML")
struct JUnitReporterTests {
    @Test("a run renders as one testsuite per file with failures, errors, skipped and escaping")
    func junitGolden() {
        // Given
        let outcome = ReportFixtures.outcome
        // When
        let xml = JUnitReporter(includesLocations: true).report(outcome)
        // Then
        let steps = (["  (2 earlier steps not shown)"] + (3...10).map { "  line \($0): tap \"Continue\"" }).joined(separator: "\n")
        let expected = """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="flowrun test" tests="5" failures="1" errors="2" time="3.262">
              <testsuite name="Tests/Acceptance/onboarding_spec.lua" tests="3" failures="1" errors="0" skipped="1" time="1.262">
                <testcase name="Onboarding #smoke shows the first image" classname="Tests.Acceptance.onboarding_spec" file="Tests/Acceptance/onboarding_spec.lua" line="3" time="0.012"/>
                <testcase name="Onboarding shows &lt;Start&gt; &amp; &quot;ends&quot;" classname="Tests.Acceptance.onboarding_spec" file="Tests/Acceptance/onboarding_spec.lua" line="8" time="1.250">
                  <failure message="expected &quot;Start&quot;, got &quot;Continue&quot;" type="expectation">Tests/Acceptance/onboarding_spec.lua:11: expected "Start", got "Continue"
            Screen:
              [onboarding] Welcome
                (Continue)
            Last steps:
            \(steps)</failure>
                </testcase>
                <testcase name="Onboarding survives restarts" classname="Tests.Acceptance.onboarding_spec" file="Tests/Acceptance/onboarding_spec.lua" line="14" time="0.000">
                  <skipped message="pending"/>
                </testcase>
              </testsuite>
              <testsuite name="Tests/Acceptance/items_spec.lua" tests="1" failures="0" errors="1" skipped="0" time="2.000">
                <testcase name="Items never settles" classname="Tests.Acceptance.items_spec" file="Tests/Acceptance/items_spec.lua" line="5" time="2.000">
                  <error message="did not finish within 1000000 instructions\\u{1B}[0m" type="timeout">Tests/Acceptance/items_spec.lua:7: did not finish within 1000000 instructions\\u{1B}[0m</error>
                </testcase>
              </testsuite>
              <testsuite name="Tests/Acceptance/broken_spec.lua" tests="1" failures="0" errors="1" skipped="0" time="0.000">
                <testcase name="Tests/Acceptance/broken_spec.lua" classname="Tests.Acceptance.broken_spec" file="Tests/Acceptance/broken_spec.lua" line="4" time="0.000">
                  <error message="&apos;end&apos; expected near &lt;eof&gt;" type="load">Tests/Acceptance/broken_spec.lua:4: 'end' expected near &lt;eof&gt;</error>
                </testcase>
              </testsuite>
            </testsuites>

            """
        #expect(xml == expected)
    }

    @Test("by default a testcase has only the attributes the strict schema allows: no file, no line")
    func noLocationsByDefault() {
        // When
        let xml = JUnitReporter().report(ReportFixtures.outcome)
        // Then
        #expect(!xml.contains(" file=\""))
        #expect(!xml.contains(" line=\""))
        #expect(xml.contains("<testsuites name=\"flowrun test\" tests=\"5\" failures=\"1\" errors=\"2\" time=\"3.262\">"))
    }

    @Test("the report and the error report validate against the strict JUnit schema (xmllint)",
          .enabled(if: ExternalTool.runsTests(needing: "xmllint")))
    func validatesAgainstStrictSchema() throws {
        let xmllint = try #require(ExternalTool.path(of: "xmllint"), "xmllint is not installed (libxml2-utils)")
        let scratch = try TemporaryDirectory()
        for (name, xml) in [("report.xml", JUnitReporter().report(ReportFixtures.outcome)),
                            ("error.xml", JUnitReporter().errorReport("no scenario declared"))] {
            let file = try scratch.write(xml, to: name)
            let result = try ExternalTool.run(xmllint, ["--noout", "--schema", JUnitSchema.path, file])
            #expect(result.status == 0, "\(name): \(result.output)")
        }
        // and the schema is strict: the locations the option adds are beyond it
        let located = try scratch.write(JUnitReporter(includesLocations: true).report(ReportFixtures.outcome), to: "l.xml")
        #expect(try ExternalTool.run(xmllint, ["--noout", "--schema", JUnitSchema.path, located]).status != 0)
    }

    @Test("line breaks and tabs inside attributes become character references")
    func attributeLineBreaksEscaped() {
        // Given / When / Then
        #expect(XMLText.escaped("a\nb\tc", inAttribute: true) == "a&#10;b&#9;c")
        #expect(XMLText.escaped("a\nb\tc") == "a\nb\tc")
    }

    @Test("durations print as seconds with three decimals, rounded")
    func secondsFormat() {
        // Given / When / Then
        #expect(ResultDetails.seconds(.milliseconds(1250)) == "1.250")
        #expect(ResultDetails.seconds(.microseconds(1_999_600)) == "2.000")
        #expect(ResultDetails.seconds(.zero) == "0.000")
    }
}
