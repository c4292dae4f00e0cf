import FlowHostTestSupport
import FlowTestSupport
import Foundation
import Testing

/// Which `flowhost.json` a run takes, and what its limits mean: the project around the flow wins over the
/// one around the working folder, and `memory_limit_mib` counts mebibytes.
@Suite("flowrun with a project file: which one, and its memory limit")
struct ProjectDiscoveryTests {
    /// A project in `folder/name` whose `lib` root holds a `greeting` module saying `text`, with the flow
    /// `flows/hello.lua` showing it, and `extra` settings added to `flowhost.json`.
    private func project(in folder: TemporaryDirectory, _ name: String, says text: String, extra: String = "") throws {
        for sub in ["lib", "flows", "inside"] {
            try FileManager.default.createDirectory(atPath: folder.path("\(name)/\(sub)"), withIntermediateDirectories: true)
        }
        try folder.write("return { text = '\(text)' }\n", to: "\(name)/lib/greeting.lua")
        try folder.write("""
            local greeting = require("greeting")
            return function(app)
              app.nav:replace_root(app.screen{ name = "hello", title = greeting.text, buttons = {
                { title = "Big", action = function() print(#string.rep("x", 6 * 1024 * 1024)) end },
              } })
            end

            """, to: "\(name)/flows/hello.lua")
        try folder.write(#"{"roots": ["lib"]\#(extra)}"#, to: "\(name)/flowhost.json")
    }

    @Test("a flow of project A run from a folder inside project B uses A's flowhost.json")
    func flowsOwnProjectWinsOverTheWorkingFolders() throws {
        // Given
        let folder = try TemporaryDirectory()
        try project(in: folder, "a", says: "Hello from A")
        try project(in: folder, "b", says: "Hello from B")

        // When
        let result = try FlowrunProcess.run(
            ["run", folder.path("a/flows/hello.lua"), "--state", folder.path("state")], events: "",
            in: folder.url.appendingPathComponent("b/inside"))

        // Then
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Hello from A"), "\(result.stdout)")
        #expect(!result.stdout.contains("Hello from B"))
    }

    @Test("memory_limit_mib is the flow's memory limit in MiB: 16 holds a 6 MiB string, 4 does not")
    func memoryLimitCountsMebibytes() throws {
        // Given
        let folder = try TemporaryDirectory()
        try project(in: folder, "roomy", says: "Roomy", extra: #", "memory_limit_mib": 16"#)
        try project(in: folder, "tight", says: "Tight", extra: #", "memory_limit_mib": 4"#)

        // When
        let roomy = try FlowrunProcess.run(
            ["run", folder.path("roomy/flows/hello.lua"), "--state", folder.path("s1")], events: "tap Big\n",
            in: folder.url)
        let tight = try FlowrunProcess.run(
            ["run", folder.path("tight/flows/hello.lua"), "--state", folder.path("s2")], events: "tap Big\n",
            in: folder.url)

        // Then
        #expect(roomy.status == 0, "\(roomy.stderr)")
        #expect(roomy.stdout.contains("Roomy"), "\(roomy.stdout)")
        #expect(tight.status == 1, "\(tight.stdout)\(tight.stderr)")
        #expect(tight.stderr.contains("'tap Big' failed: not enough memory"), "\(tight.stderr)")
    }
}
