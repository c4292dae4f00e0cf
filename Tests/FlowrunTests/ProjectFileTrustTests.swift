import FlowHostTestSupport
import FlowTestSupport
import Foundation
import Testing

/// Issue 26, items 9, 13 and 15: a project file found above a flow or spec is trusted only when it is the
/// user's (or root's) and no one else may write it, as git's `safe.directory`; a broken link stops the
/// search; its paths stay in its tree; its lists are bounded; every refusal gives the real reason.
@Suite("flowrun trusts no stranger's project file")
struct ProjectFileTrustTests {
    /// A project: `lib/greeting.lua`, `specs/hello_spec.lua` requiring it, and `flowhost.json` with
    /// `settings` (nil: none written), in `sub` of a fresh folder.
    private func project(_ settings: String?, in sub: String = "p") throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        for name in ["lib", "specs"] {
            try FileManager.default.createDirectory(atPath: folder.path("\(sub)/\(name)"), withIntermediateDirectories: true)
        }
        try folder.write("return { text = 'hello' }\n", to: "\(sub)/lib/greeting.lua")
        try folder.write("""
            it("greets", function() expect(require("greeting").text).to_equal("hello") end)

            """, to: "\(sub)/specs/hello_spec.lua")
        if let settings { try folder.write(settings, to: "\(sub)/flowhost.json") }
        return folder
    }

    /// Runs `flowrun test` in the project of `folder` (its `p`); `folder` lives as long as the run.
    private func test(
        in folder: TemporaryDirectory, _ extra: [String] = [], environment: [String: String] = [:]
    ) throws -> FlowrunResult {
        try FlowrunProcess.run(["test", "--no-color"] + extra, environment: environment,
                               in: URL(fileURLWithPath: folder.path("p")))
    }

    @Test("a project file owned by another user is refused, saying how to trust it; FLOWHOST_TRUST and --project do")
    func strangersFileIsRefused() throws {
        // Given: a project file owned by nobody (the tests run as root on CI's container; skipped otherwise)
        guard geteuid() == 0 else { return }
        let folder = try project(#"{"roots": ["lib"], "specs": ["specs"]}"#)
        let file = folder.path("p/flowhost.json")
        #expect(chown(file, 65534, 65534) == 0)

        // When
        let refused = try test(in: folder)
        let trusted = try test(in: folder, environment: ["FLOWHOST_TRUST": "/nowhere:" + folder.path("p")])
        let named = try test(in: folder, ["--project", file])

        // Then
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("\(file): not trusted: owned by user 65534"), "\(refused.stderr)")
        #expect(refused.stderr.contains("--project \(file)"), "\(refused.stderr)")
        #expect(refused.stderr.contains("FLOWHOST_TRUST=\(folder.path("p"))"), "\(refused.stderr)")
        #expect(trusted.status == 0, "\(trusted.stdout)\(trusted.stderr)")
        #expect(named.status == 0, "\(named.stdout)\(named.stderr)")
    }

    @Test("a project file others may write is refused")
    func writableFileIsRefused() throws {
        let folder = try project(#"{"roots": ["lib"], "specs": ["specs"]}"#)
        #expect(chmod(folder.path("p/flowhost.json"), 0o646) == 0)
        let result = try test(in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains("not trusted: writable by other users (mode 0646)"), "\(result.stderr)")
    }

    @Test("a dangling or looping flowhost.json link stops the search instead of using the file above", arguments: [
        ("nowhere.json", "a symbolic link to nothing"), ("flowhost.json", "a symbolic link that loops"),
    ])
    func brokenLinkStopsTheSearch(target: String, message: String) throws {
        // Given: a good project file above, a broken link in the project
        let folder = try project(nil)
        try folder.write(#"{"roots": ["p/lib"], "specs": ["p/specs"]}"#, to: "flowhost.json")
        #expect(symlink(target, folder.path("p/flowhost.json")) == 0)

        // When
        let result = try test(in: folder)

        // Then
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(folder.path("p/flowhost.json")): cannot read the project file: \(message)"),
                "\(result.stderr)")
    }

    @Test("a folder or a FIFO named flowhost.json is named as such, found or given")
    func notARegularFile() throws {
        let folder = try project(nil)
        let file = folder.path("p/flowhost.json")
        try FileManager.default.createDirectory(atPath: file, withIntermediateDirectories: false)
        let directory = try test(in: folder)
        try FileManager.default.removeItem(atPath: file)
        #expect(mkfifo(file, 0o644) == 0)
        let fifo = try test(in: folder)
        let given = try test(in: folder, ["--project", file])

        #expect(directory.status == 2)
        #expect(directory.stderr.contains("\(file): cannot read the project file: a folder, not a regular file"),
                "\(directory.stderr)")
        for result in [fifo, given] {
            #expect(result.status == 2)
            #expect(result.stderr.contains("a FIFO (named pipe), not a regular file"), "\(result.stderr)")
        }
    }

    @Test("bad values give the real reason", arguments: [
        (#"{"time_limit": 1e-300}"#, #""time_limit" is 1e-300: too small: give at least 0.001 seconds"#),
        ("{\n  \"roots\": [\"lib\"],\n  \"roots\": [\"specs\"]\n}\n", #"line 3, column 3: "roots" is set twice"#),
        (#"{"roots": ["lib"], "specs": {"a": 1, "a": 2}}"#, #""a" is set twice"#),
        (#"{"roots": ["../elsewhere"]}"#, #""roots" names "../elsewhere", which leads out of the project's folder"#),
        (#"{"specs": ["/"]}"#, #""specs" names "/" (/): flowrun never searches the whole file system"#),
        (#"{"roots": ["/proc/self"]}"#, #"flowrun never searches the whole file system or /proc"#),
    ])
    func realReasons(settings: String, message: String) throws {
        let folder = try project(settings)
        try FileManager.default.createDirectory(atPath: folder.path("elsewhere"), withIntermediateDirectories: true)
        let result = try test(in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test("roots are listed once each and capped; a huge value is not echoed whole")
    func boundedLists() throws {
        // Given
        let repeated = "[" + Array(repeating: #""lib""#, count: 1_000).joined(separator: ",") + "]"
        let many = "[" + Array(repeating: #""lib""#, count: 1_001).joined(separator: ",") + "]"
        let huge = String(repeating: "x", count: 500_000)
        let same = try project(#"{"roots": \#(repeated), "specs": ["specs"]}"#)
        let over = try project(#"{"roots": \#(many)}"#)
        let big = try project(#"{"clock": "\#(huge)"}"#)
        let tooLarge = try project(nil)
        try tooLarge.write(#"{"clock": "\#(huge)\#(huge)\#(huge)"}"#, to: "p/flowhost.json")

        // When
        let sameResult = try test(in: same)
        let overResult = try test(in: over)
        let bigResult = try test(in: big)
        let tooLargeResult = try test(in: tooLarge)

        // Then
        #expect(sameResult.status == 0, "\(sameResult.stdout)\(sameResult.stderr)")
        #expect(overResult.status == 2)
        #expect(overResult.stderr.contains(#""roots" lists 1001 paths; at most 1000"#), "\(overResult.stderr)")
        #expect(bigResult.status == 2)
        #expect(bigResult.stderr.count < 2_000, "\(bigResult.stderr.prefix(300))")
        #expect(bigResult.stderr.contains("... (500000 bytes)"), "\(bigResult.stderr.prefix(300))")
        #expect(tooLargeResult.status == 2)
        #expect(tooLargeResult.stderr.contains("larger than a project file can be (at most 1048576 bytes)"),
                "\(tooLargeResult.stderr.prefix(300))")
    }
}
