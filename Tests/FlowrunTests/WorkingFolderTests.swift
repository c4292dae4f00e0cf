import FlowHostTestSupport
import FlowTestSupport
import Foundation
import Testing

/// flowrun from any working folder: the `scripts` folders above the flow are script roots, and a module
/// that is found nowhere says how to add a root.
@Suite("flowrun from another working folder")
struct WorkingFolderTests {
    @Test("the demo app runs from another folder: the scripts/ above the flow are searched")
    func demoRunsFromElsewhere() throws {
        // Given
        let elsewhere = try TemporaryDirectory()
        let flow = PackagePaths.root.appendingPathComponent("examples/app.lua").path

        // When
        let result = try FlowrunProcess.run(
            ["run", flow, "--fresh", "--state", elsewhere.path("state"), "--no-color"], input: Data("tap Continue\n".utf8),
            in: elsewhere.url)

        // Then
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("OnBoarding2"))
    }

    @Test("explore too finds the flow's modules from another folder")
    func exploreRunsFromElsewhere() throws {
        // Given
        let elsewhere = try TemporaryDirectory()
        let flow = PackagePaths.root.appendingPathComponent("scripts/login.lua").path

        // When
        let result = try FlowrunProcess.run(
            ["explore", flow, "--max-depth", "2", "--findings", elsewhere.path("f")], in: elsewhere.url)

        // Then
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("login \"Sign In\""))
    }

    @Test("a module found in no root lists the files tried and says how to add a root")
    func missingModuleSuggestsRoot() throws {
        // Given
        let elsewhere = try TemporaryDirectory()
        let flow = try elsewhere.write("local x = require('nowhere.helpers')\nreturn function(app) end\n", to: "flow.lua")

        // When
        let result = try FlowrunProcess.run(["run", flow, "--fresh", "--state", elsewhere.path("s")], in: elsewhere.url)

        // Then
        #expect(result.status == 2)
        #expect(result.stderr.contains("no file '"))
        #expect(result.stderr.contains("no script root holds nowhere/helpers.lua: add its folder to the roots (flowrun: --root DIR, or \"roots\" in flowhost.json)"))
    }
}
