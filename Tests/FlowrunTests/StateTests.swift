import FlowHostTestSupport
import FlowTestSupport
import Foundation
import Testing

/// `--state` and `--fresh` when the state cannot be used: a clear message naming the file, exit 2, and
/// the file's bytes as they were.
@Suite("flowrun run: state that cannot be used")
struct StateTests {
    private let flow = "Tests/Fixtures/flowrun/two-screens.lua"

    @Test("A corrupt state file is named, exit 2, and its bytes are unchanged")
    func corruptStateFileIsLeftAlone() throws {
        // Given
        let state = try TemporaryDirectory()
        let garbage = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        let file = try state.write(garbage, to: "flowhost.sqlite")

        // When
        let result = try FlowrunProcess.run(["run", flow, "--state", state.url.path], events: "tap Next\n")

        // Then
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("flowrun: \(file) is not a FlowHost state file"))
        #expect(result.stderr.contains("left as it is"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == garbage)
    }

    @Test("--fresh never deletes or empties a state file that fails to open")
    func freshLeavesCorruptFileAlone() throws {
        // Given
        let state = try TemporaryDirectory()
        let text = Data("not a database, but someone's notes\n".utf8)
        let file = try state.write(text, to: "flowhost.sqlite")

        // When
        let result = try FlowrunProcess.run(["run", flow, "--state", state.url.path, "--fresh"], events: "")

        // Then
        #expect(result.status == 2)
        #expect(result.stderr.contains(file))
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == text)
        #expect(try FileManager.default.contentsOfDirectory(atPath: state.url.path) == ["flowhost.sqlite"])
    }

    @Test("--fresh with a flow that does not load leaves the saved state as it was")
    func freshWithAFlowThatDoesNotLoadKeepsTheState() throws {
        // Given: an item saved by an earlier run
        let state = try TemporaryDirectory()
        let save = try FlowrunProcess.run(
            ["run", "scripts/items.lua", "--state", state.url.path, "--fresh"], events: "tap Add\ntype title Milk\ntap Save\n")
        try #require(save.status == 0)

        // When
        let broken = try FlowrunProcess.run(
            ["run", "Tests/Fixtures/flowrun/syntax-error.lua", "--state", state.url.path, "--fresh"], events: "")
        let after = try FlowrunProcess.run(["run", "scripts/items.lua", "--state", state.url.path], events: "")

        // Then
        #expect(broken.status == 2)
        #expect(after.status == 0)
        #expect(after.stdout.contains("Milk"))
    }

    @Test("A state directory that cannot be created names the file in the way, exit 2")
    func stateUnderRegularFileIsNamed() throws {
        // Given
        let state = try TemporaryDirectory()
        let blocker = try state.write("a file, not a folder\n", to: "blocker")

        // When
        let result = try FlowrunProcess.run(["run", flow, "--state", blocker + "/state"], events: "")

        // Then
        #expect(result.status == 2)
        #expect(result.stderr == "flowrun: cannot create the state directory \(blocker)/state: \(blocker) is a file, not a directory\n")
    }

    @Test("A state file path taken by a folder cannot be opened, exit 2")
    func stateFileThatIsAFolderIsNamed() throws {
        // Given
        let state = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: state.path("flowhost.sqlite"), withIntermediateDirectories: false)

        // When
        let result = try FlowrunProcess.run(["run", flow, "--state", state.url.path], events: "")

        // Then
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("flowrun: cannot open the state file \(state.path("flowhost.sqlite")): it is a folder, not a regular file"))
    }

    @Test("Without --state the state goes to $XDG_STATE_HOME/flowhost")
    func defaultStateFollowsXDG() throws {
        // Given
        let home = try TemporaryDirectory()

        // When
        let result = try FlowrunProcess.run(["run", flow], input: Data(), environment: ["XDG_STATE_HOME": home.url.path])

        // Then
        #expect(result.status == 0)
        #expect(FileManager.default.fileExists(atPath: home.path("flowhost/flowhost.sqlite")))
    }
}
