import FlowScript
import FlowHostTestSupport
import Foundation
import Testing
@testable import FlowSpec

/// The HTML report as a browser draws it: headless Chromium opens the file and takes a screenshot, which the
/// tests decode and measure.
@Suite("HTML report in a browser", .enabled(if: ExternalTool.runsTests(needing: "chromium")), .timeLimit(.minutes(2)))
struct HTMLReportScreenshotTests {
    static let width = 1000
    static let height = 900

    @Test("A report with a failure opens in Chromium with its red summary and the failure's screen drawn")
    func failingReportRendersInChromium() throws {
        // Given
        let html = HTMLReporter().report(Self.outcome(failing: true))

        // When
        let (image, size) = try Self.screenshot(of: html)

        // Then
        #expect(size.width == Self.width && size.height == Self.height)
        let background = try #require(image.dominantColor)
        #expect(Self.isWhite(background), "the page's background is \(background)")
        #expect(image.share(where: { $0 != background }) > 0.08, "the page is nearly blank")
        #expect(image.share(where: Self.isSummaryRed) > 0.01, "no red summary")
        #expect(image.share(where: Self.isSummaryGreen) < 0.002, "a green summary (the PASS in the table is text)")
        #expect(image.share(where: Self.isScreenDark) > 0.005, "no terminal-like screen box")
    }

    @Test("A failed equality's diff is drawn coloured: expected lines on red, actual lines on green")
    func diffIsColoured() throws {
        // Given: the failure of the failing report, with a diff
        var outcome = Self.outcome(failing: true)
        outcome.results[1].diff = ["  [1].id = \"item-1\"", "- [1].title = \"Milk\"", "+ [1].title = \"Eggs\""]
        outcome.results[1].screen = nil

        // When
        let (image, _) = try Self.screenshot(of: HTMLReporter().report(outcome))
        let (plain, _) = try Self.screenshot(of: HTMLReporter().report(Self.outcome(failing: true)))

        // Then
        #expect(image.share(where: { Self.isNear($0, 0xFF, 0xEB, 0xE9) }) > 0.001, "no red expected line")
        #expect(image.share(where: { Self.isNear($0, 0xDA, 0xFB, 0xE1) }) > 0.001, "no green actual line")
        #expect(plain.share(where: { Self.isNear($0, 0xDA, 0xFB, 0xE1) }) == 0)
    }

    @Test("A report where everything passed has a green summary and no failure screen")
    func passingReportRendersGreen() throws {
        // Given
        let html = HTMLReporter().report(Self.outcome(failing: false))

        // When
        let (image, _) = try Self.screenshot(of: html)

        // Then
        #expect(image.share(where: Self.isSummaryGreen) > 0.01, "no green summary")
        #expect(image.share(where: Self.isSummaryRed) == 0)
        #expect(image.share(where: Self.isScreenDark) == 0)
    }

    @Test("The measures tell a blank page from a report: an empty page has nothing drawn on it")
    func blankPageMeasuresBlank() throws {
        // Given
        let html = "<!DOCTYPE html>\n<html><head><title>blank</title></head><body></body></html>\n"

        // When
        let (image, size) = try Self.screenshot(of: html)

        // Then
        #expect(size.width == Self.width && size.height == Self.height)
        let background = try #require(image.dominantColor)
        #expect(image.share(where: { $0 != background }) == 0)
        #expect(image.share(where: Self.isSummaryRed) == 0)
    }

    @Test("Chromium reads the bidi controls of names and messages as visible escapes: no text node obeys one")
    func bidiControlsStayVisibleInTheBrowser() throws {
        // Given
        let html = HTMLReporter().report(ReportFixtures.bidiOutcome)

        // When: the page as the browser parsed it
        let dom = try Self.dom(of: html)

        // Then
        #expect(dom.contains(#"invoice_\u{202E}gnp.exe"#))
        #expect(dom.contains(#"\u{2067}isolated\u{2069}\u{200F} &lt;b&gt;"#))
        #expect(!dom.unicodeScalars.contains { ControlEscapes.isBidiControl($0) })
    }

    // MARK: - Support

    /// Has Chromium open `html` and returns the document it parsed, serialised (`--dump-dom`).
    static func dom(of html: String) throws -> String {
        let chromium = try #require(ExternalTool.path(of: "chromium"), "chromium is not installed")
        let scratch = try TemporaryDirectory()
        let page = try scratch.write(html, to: "report.html")
        var arguments = [
            "--headless", "--disable-gpu", "--no-first-run", "--user-data-dir=\(scratch.path("profile"))",
            "--dump-dom", URL(fileURLWithPath: page).absoluteString,
        ]
        if getuid() == 0 {
            arguments.insert("--no-sandbox", at: 0)
        }
        let result = try ExternalTool.run(chromium, arguments)
        #expect(result.output.contains("<body>"), "chromium printed no document: \(result.output)")
        return result.output
    }

    /// A passing scenario and, when `failing`, one that failed with a screen and steps.
    static func outcome(failing: Bool) -> ScenarioRunOutcome {
        let file = "Tests/Acceptance/onboarding_spec.lua"
        var results = [ScenarioResult(
            scenario: Scenario(file: file, line: 3, name: "Onboarding shows the first image", index: 1),
            status: .passed, duration: .milliseconds(40))]
        if failing {
            results.append(ScenarioResult(
                scenario: Scenario(file: file, line: 8, name: "Onboarding <starts> & \"ends\"", index: 2),
                status: .failed,
                message: "expected screen \"items\", got \"onboarding\"",
                location: SourceLocation(source: file, line: 11),
                screen: (["[onboarding] Welcome", ""] + (1...14).map { "  line \($0) of the screen" } + ["  (Continue)"])
                    .joined(separator: "\n"),
                transcript: (1...10).map { "line \($0): tap \"Continue\"" },
                duration: .milliseconds(1250),
                failureKind: .expectation))
        }
        return ScenarioRunOutcome(results: results)
    }

    /// Writes `html` to a file, has Chromium screenshot it at ``width`` by ``height``, and decodes the PNG.
    static func screenshot(of html: String) throws -> (PNGImage, (width: Int, height: Int)) {
        let chromium = try #require(ExternalTool.path(of: "chromium"), "chromium is not installed")
        let scratch = try TemporaryDirectory()
        let page = try scratch.write(html, to: "report.html")
        let png = scratch.path("report.png")
        var arguments = [
            "--headless", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
            "--user-data-dir=\(scratch.path("profile"))",
            "--window-size=\(width),\(height)", "--screenshot=\(png)", URL(fileURLWithPath: page).absoluteString,
        ]
        // Chromium refuses to run as root inside its sandbox.
        if getuid() == 0 {
            arguments.insert("--no-sandbox", at: 0)
        }
        let result = try ExternalTool.run(chromium, arguments)
        let data = try #require(
            FileManager.default.contents(atPath: png), "chromium wrote no screenshot: \(result.output)")
        return (try PNGImage(data: data), try PNGImage.size(of: data))
    }

    /// Within 2 of the colour #RRGGBB on each channel.
    static func isNear(_ pixel: PNGImage.RGB, _ red: Int, _ green: Int, _ blue: Int) -> Bool {
        abs(Int(pixel.red) - red) <= 2 && abs(Int(pixel.green) - green) <= 2 && abs(Int(pixel.blue) - blue) <= 2
    }

    static func isWhite(_ pixel: PNGImage.RGB) -> Bool {
        pixel.red > 245 && pixel.green > 245 && pixel.blue > 245
    }

    /// Near the summary's red, #cf222e.
    static func isSummaryRed(_ pixel: PNGImage.RGB) -> Bool {
        abs(Int(pixel.red) - 0xCF) < 12 && abs(Int(pixel.green) - 0x22) < 12 && abs(Int(pixel.blue) - 0x2E) < 12
    }

    /// Near the summary's green, #1a7f37.
    static func isSummaryGreen(_ pixel: PNGImage.RGB) -> Bool {
        abs(Int(pixel.red) - 0x1A) < 12 && abs(Int(pixel.green) - 0x7F) < 12 && abs(Int(pixel.blue) - 0x37) < 12
    }

    /// Near the screen box's background, #0d1117.
    static func isScreenDark(_ pixel: PNGImage.RGB) -> Bool {
        abs(Int(pixel.red) - 0x0D) < 6 && abs(Int(pixel.green) - 0x11) < 6 && abs(Int(pixel.blue) - 0x17) < 6
    }
}
