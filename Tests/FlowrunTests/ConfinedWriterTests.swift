import FlowHostTestSupport
import FlowTestSupport
import LuaHostTestSupport
import Foundation
import Testing

/// Every writer of flowrun (init, stubs, the last-failed cache) writes only what it owns: never through a
/// symbolic link, never over a file it did not write; and discovery never leaves the project through a link.
@Suite("Writers stay inside what they own")
struct ConfinedWriterTests {
    private static let passing = "it(\"passes\", function() expect(1).to_equal(1) end)\n"
    private static let failing = "it(\"fails\", function() expect(1).to_equal(2) end)\n"

    @Test("stubs refuses a hand-written file at a stub's place and a link there, writes nothing, and --force overwrites only the file")
    func stubsLeaveTheUsersFilesAlone() throws {
        // Given: a hand-written flowhost-app.lua, and spec/flowhost-spec.lua a link to a file of the user's
        let scratch = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: scratch.path("stubs/flow"), withIntermediateDirectories: true)
        try scratch.write("-- my own app annotations\n", to: "stubs/flow/flowhost-app.lua")
        let mine = try scratch.write("-- mine\n", to: "mine.lua")
        try FileManager.default.createDirectory(atPath: scratch.path("stubs/spec"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: scratch.path("stubs/spec/flowhost-spec.lua"), withDestinationPath: mine)

        // When
        let refused = try FlowrunProcess.run(["stubs", "--out", scratch.path("stubs")])
        let forced = try FlowrunProcess.run(["stubs", "--out", scratch.path("stubs"), "--force"])

        // Then: the first run wrote nothing and named the file
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("flow/flowhost-app.lua: it was not written by flowrun"), "\(refused.stderr)")
        #expect(refused.stderr.contains("--force overwrites it"), "\(refused.stderr)")
        // --force overwrites the hand-written file, never the link
        #expect(forced.status == 2)
        #expect(forced.stderr.contains("spec/flowhost-spec.lua: it is a symbolic link"), "\(forced.stderr)")
        #expect(try String(contentsOfFile: scratch.path("stubs/flow/flowhost-app.lua"), encoding: .utf8)
            == "-- my own app annotations\n")
        #expect(try String(contentsOfFile: mine, encoding: .utf8) == "-- mine\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: scratch.path("stubs/spec/flowhost-spec.lua")) == mine)
        try FileManager.default.removeItem(atPath: scratch.path("stubs/spec/flowhost-spec.lua"))
        let again = try FlowrunProcess.run(["stubs", "--out", scratch.path("stubs"), "--force"])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try String(contentsOfFile: scratch.path("stubs/flow/flowhost-app.lua"), encoding: .utf8).hasPrefix("---@meta\n"))
    }

    @Test("a .flowhost/cache that is a link is not written through by flowrun test, and the run says so")
    func cacheLinkIsNotFollowed() throws {
        // Given: a cloned project whose .flowhost/cache links to a folder elsewhere
        let scratch = try TemporaryDirectory()
        let elsewhere = try TemporaryDirectory()
        try scratch.write(Self.failing, to: "b_spec.lua")
        try FileManager.default.createDirectory(atPath: scratch.path(".flowhost"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: scratch.path(".flowhost/cache"), withDestinationPath: elsewhere.url.path)

        // When
        let result = try FlowrunProcess.run(["test", "--no-color"], in: scratch.url)

        // Then
        #expect(result.status == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.url.path).isEmpty)
        #expect(result.stderr.contains(".flowhost/cache: it is a symbolic link"), "\(result.stderr)")
    }

    @Test("init refuses a link at flows/, .github/ or .flowhost/stubs/flow, naming it, and writes nothing", arguments: [
        "flows", ".github", ".flowhost/stubs/flow",
    ])
    func initRefusesLinks(link: String) throws {
        // Given
        let scratch = try TemporaryDirectory()
        let elsewhere = try TemporaryDirectory()
        let project = scratch.path("project")
        try FileManager.default.createDirectory(
            atPath: (scratch.path("project/" + link) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: scratch.path("project/" + link), withDestinationPath: elsewhere.url.path)

        // When
        let result = try FlowrunProcess.run(["init", project])

        // Then
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(link): it is a symbolic link"), "\(result.stderr)")
        #expect(result.stderr.contains("nothing was written"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.url.path).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: scratch.path("project/flowhost.json")))
    }

    @Test("a bare flowrun test never runs specs a link in the project leads to outside it, even a link to /")
    func discoveryStaysInTheProject() throws {
        // Given: a project whose specs/ links to another checkout, and to the root of the file system
        let project = try TemporaryDirectory()
        let other = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: project.path("specs"), withIntermediateDirectories: true)
        try project.write(Self.passing, to: "specs/a_spec.lua")
        try other.write(Self.failing, to: "b_spec.lua")
        try FileManager.default.createSymbolicLink(atPath: project.path("specs/other"), withDestinationPath: other.url.path)
        try FileManager.default.createSymbolicLink(atPath: project.path("specs/root"), withDestinationPath: "/")

        // When
        let result = try FlowrunProcess.run(["test", "--no-color"], in: project.url)

        // Then
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdoutLines.last?.hasPrefix("1 passed, 0 failed in ") == true, "\(result.stdout)")
    }

    // MARK: - Property

    /// The places the writers below write to or through, each made missing, a folder, a foreign file or a link
    /// out of the project by a round.
    private static let places = [
        ".flowhost", ".flowhost/cache", ".flowhost/cache/last-failed", ".flowhost/stubs", ".flowhost/stubs/flow",
        ".flowhost/stubs/flow/flowhost-app.lua", ".flowhost/stubs/spec", ".flowhost/stubs/spec/flowhost-spec.lua",
        "flows", "flows/hello.lua", "specs", "specs/.luarc.json", ".github", ".github/workflows",
        ".github/workflows/specs.yml", ".luarc.json",
    ]

    /// The places above that are folders on a writer's way.
    private static let folders = [
        ".flowhost", ".flowhost/cache", ".flowhost/stubs", ".flowhost/stubs/flow", ".flowhost/stubs/spec", "flows",
        "specs", ".github", ".github/workflows",
    ]

    /// What each writer may create: these files, and the folders on the way to them.
    private static let owned: [(arguments: [String], files: [String])] = [
        (["stubs"], [".flowhost/stubs/flow/flowhost-app.lua", ".flowhost/stubs/spec/flowhost-spec.lua"]),
        (["init"], [
            "flowhost.json", "flows/hello.lua", "specs/hello_spec.lua", ".luarc.json", "specs/.luarc.json",
            "flowhost.code-workspace", ".luacheckrc", ".github/workflows/specs.yml",
            ".flowhost/stubs/flow/flowhost-app.lua", ".flowhost/stubs/spec/flowhost-spec.lua",
        ]),
        (["test", "--no-color", "a_spec.lua"], [".flowhost/cache/last-failed"]),
    ]

    @Test("property: whatever folders, files and links are in and around the project, each writer changes nothing it does not own")
    func writersChangeOnlyWhatTheyOwn() throws {
        let budget = FuzzBudget(defaultSeconds: 4)
        var random = budget.generator()
        var rounds = 0
        // Bounded in rounds as well as in time: each round runs three processes.
        while budget.hasTimeLeft && rounds < 12 {
            rounds += 1
            let project = try TemporaryDirectory()
            let outside = try TemporaryDirectory()
            try outside.write("outside\n", to: "file")
            try FileManager.default.createDirectory(atPath: outside.path("folder"), withIntermediateDirectories: true)
            try outside.write("outside\n", to: "folder/inside")
            try project.write(Self.failing, to: "a_spec.lua")
            // One folder on a writer's way is a link out of the project in every round, its parents real
            // folders; the other places are drawn at random around it.
            let focus = Self.folders.randomElement(using: &random) ?? ".flowhost"
            try FileManager.default.createDirectory(
                atPath: (project.path(focus) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            let target = Bool.random(using: &random) ? outside.path("folder") : outside.path("missing")
            try FileManager.default.createSymbolicLink(atPath: project.path(focus), withDestinationPath: target)
            for place in Self.places where Bool.random(using: &random) {
                let path = project.path(place)
                guard !FileManager.default.fileExists(atPath: path),
                      (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) == nil else { continue }
                // Only inside a real folder: a place below a file or a link is left out.
                var isFolder: ObjCBool = false
                let parent = (path as NSString).deletingLastPathComponent
                guard FileManager.default.fileExists(atPath: parent, isDirectory: &isFolder) || !place.contains("/") else { continue }
                if place.contains("/") {
                    guard isFolder.boolValue,
                          (try? FileManager.default.destinationOfSymbolicLink(atPath: parent)) == nil else { continue }
                }
                switch Int.random(in: 0..<5, using: &random) {
                case 0: try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
                case 1: try project.write("foreign \(Int.random(in: 0...9, using: &random))\n", to: place)
                case 2: try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: outside.path("folder"))
                case 3: try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: outside.path("file"))
                default: try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: outside.path("missing"))
                }
            }
            for writer in Self.owned {
                let before = try Self.tree(project.url.path)
                let outsideBefore = try Self.tree(outside.url.path)
                let arguments = writer.arguments
                let result = try FlowrunProcess.run(arguments, in: project.url)
                let after = try Self.tree(project.url.path)
                let context = "seed \(budget.seed), round \(rounds), flowrun \(arguments.joined(separator: " ")): \(result.stderr)"
                #expect(try Self.tree(outside.url.path) == outsideBefore, "\(context)")
                for (path, entry) in before {
                    #expect(after[path] == entry, "\(context): \(path) changed")
                }
                let allowed = Set(writer.files.flatMap(Self.withFolders))
                for path in after.keys where before[path] == nil {
                    #expect(allowed.contains(path), "\(context): \(path) appeared")
                }
            }
        }
    }

    /// `path` and each folder on the way to it.
    private static func withFolders(_ path: String) -> [String] {
        var parts = path.split(separator: "/").map(String.init)
        var paths: [String] = []
        while !parts.isEmpty {
            paths.append(parts.joined(separator: "/"))
            parts.removeLast()
        }
        return paths
    }

    /// Everything under `root`, links not followed: each path with `folder`, `link -> TARGET` or the file's text.
    private static func tree(_ root: String) throws -> [String: String] {
        var entries: [String: String] = [:]
        let manager = FileManager.default
        func walk(_ relative: String) throws {
            let path = relative.isEmpty ? root : root + "/" + relative
            for name in try manager.contentsOfDirectory(atPath: path) {
                let child = relative.isEmpty ? name : relative + "/" + name
                let full = root + "/" + child
                if let target = try? manager.destinationOfSymbolicLink(atPath: full) {
                    entries[child] = "link -> " + target
                    continue
                }
                var isFolder: ObjCBool = false
                _ = manager.fileExists(atPath: full, isDirectory: &isFolder)
                if isFolder.boolValue {
                    entries[child] = "folder"
                    try walk(child)
                } else {
                    entries[child] = String(decoding: manager.contents(atPath: full) ?? Data(), as: UTF8.self)
                }
            }
        }
        try walk("")
        return entries
    }
}
