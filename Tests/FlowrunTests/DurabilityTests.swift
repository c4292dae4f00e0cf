import FlowHostTestSupport
import FlowTestSupport
import Foundation
import Testing

/// `FLOWHOST_DURABILITY`: flowrun's state file keeps `synchronous = NORMAL` unless `full` is asked for, and
/// refuses any other value before it opens anything.
@Suite("flowrun run: FLOWHOST_DURABILITY")
struct DurabilityTests {
    @Test("FLOWHOST_DURABILITY=full runs the flow and keeps what it saved for the next run")
    func fullDurabilityKeepsSaves() throws {
        // Given
        let state = try TemporaryDirectory()

        // When
        let save = try FlowrunProcess.run(
            ["run", "scripts/items.lua", "--state", state.url.path, "--fresh"],
            events: "tap Add\ntype title Milk\ntap Save\n", environment: ["FLOWHOST_DURABILITY": "full"])
        let after = try FlowrunProcess.run(
            ["run", "scripts/items.lua", "--state", state.url.path, "--transcript", "json"], events: "")

        // Then
        #expect(save.status == 0, "\(save.stderr)")
        #expect(after.status == 0, "\(after.stderr)")
        #expect(after.stdout.contains("\"Milk\""))
    }

    @Test("An unknown FLOWHOST_DURABILITY is a usage error, exit 2, and no state file is made")
    func unknownDurabilityIsRefused() throws {
        // Given
        let state = try TemporaryDirectory()

        // When
        let result = try FlowrunProcess.run(
            ["run", "scripts/items.lua", "--state", state.url.path], events: "",
            environment: ["FLOWHOST_DURABILITY": "off"])

        // Then
        #expect(result.status == 2)
        #expect(result.stderr == "flowrun: FLOWHOST_DURABILITY is 'off': it must be normal or full\n")
        #expect(!FileManager.default.fileExists(atPath: state.path("flowhost.sqlite")))
    }
}
