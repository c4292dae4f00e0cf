import FlowHostTestSupport
import FlowTestSupport
import Foundation
import Testing

/// `flowrun test --watch` in a terminal takes Jest's keys between runs: t (name pattern), p (file pattern),
/// a (all), Enter (again), q (quit), the menu shown after each run.
@Suite("flowrun test --watch: keys", .enabled(if: TmuxSession.isAvailable, "tmux is not installed"))
struct WatchMenuTests {
    @Test("the menu follows each run; t narrows by name, p by file, a runs everything again, q ends the watch")
    func keysSelectAndQuit() throws {
        // Given: two specs, watched from a terminal
        let folder = try TemporaryDirectory()
        try folder.write("it(\"A passes\", function() expect(1).to_equal(1) end)\n", to: "a_spec.lua")
        try folder.write("it(\"B passes\", function() expect(1).to_equal(1) end)\n", to: "b_spec.lua")
        let session = try TmuxSession(interactiveShellWidth: 160, height: 50)
        defer { session.close() }
        try session.waitUntil("the prompt") { $0.first == "$" }
        try session.type("cd \(folder.url.path) && \(PackagePaths.flowrunBinary.path) test --watch --reporter list "
            + "--no-color --jobs 1; echo \"[exit $?]\"")
        try session.waitFor("Watch: a run all")

        // When: t, a name
        try session.typeText("t")
        try session.waitFor("name pattern")
        try session.type("B pa")
        // Then: only B ran
        var pane = try session.waitFor("running the scenarios whose name matches B pa")
        pane = try session.waitFor("1 passed, 0 failed")
        let named = Self.lastRun(pane)
        #expect(named.contains("B passes") && !named.contains("A passes"), "\(named)")

        // When: a, then p with a file pattern
        try session.typeText("a")
        pane = try session.waitFor("running all specs")
        try session.waitUntil("the run of both") { Self.lastRun($0.joined(separator: "\n")).contains("2 passed, 0 failed") }
        try session.typeText("p")
        try session.waitFor("file pattern")
        try session.type("a_sp")
        pane = try session.waitFor("running the spec files whose path contains \"a_sp\"")
        try session.waitUntil("the run of a") { Self.lastRun($0.joined(separator: "\n")).contains("1 passed, 0 failed") }
        #expect(!Self.lastRun(try session.capture()).contains("B passes"))

        // When: q
        try session.typeText("q")
        // Then
        try session.waitFor("[exit 0]")
    }

    /// The pane after the last run's headline.
    private static func lastRun(_ pane: String) -> String {
        pane.components(separatedBy: "↻ ").last ?? ""
    }
}
