import FlowHostTestSupport
import Foundation
import Testing
@testable import FlowSpec

@Suite("The Lua DSL (spec.lua) under lua5.4 with a fake host")
struct SpecDSLTests {
    @Test("the embedded spec.lua passes the Lua harness", .enabled(if: ExternalTool.runsTests(needing: "lua5.4"), "lua5.4 is not installed"))
    func embeddedDSLPassesHarness() throws {
        // Given: the bytes SwiftPM embedded, written out for the interpreter
        let lua = try #require(
            ExternalTool.path(of: "lua5.4"), "lua5.4 is not installed: scripts/ensure-deps.sh --for-tests installs it")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flowspec-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("spec.lua")
        try Data(SpecDSL.source.utf8).write(to: copy)
        for part in SpecDSL.parts {
            try Data(part.source.utf8).write(to: folder.appendingPathComponent("\(part.name).lua"))
        }
        // When
        let run = try ExternalTool.run(lua, [ExternalTool.luaTestFolder + "/harness.lua", copy.path])
        // Then
        #expect(run.status == 0, "\(run.output)")
        let closing = run.output.split(separator: "\n").last.map(String.init) ?? ""
        #expect(closing.hasSuffix(" passed, 0 failed"), "\(run.output)")
    }

    @Test("spec.lua and the harness are luacheck clean", .enabled(if: ExternalTool.runsTests(needing: "luacheck"), "luacheck is not installed"))
    func luacheckClean() throws {
        // Given
        let luacheck = try #require(
            ExternalTool.path(of: "luacheck"), "luacheck is not installed: scripts/ensure-deps.sh --for-tests installs it")
        let dsl = URL(fileURLWithPath: ExternalTool.luaTestFolder + "/../../../Sources/FlowSpec/Lua/spec.lua").standardized.path
        // When
        let run = try ExternalTool.run(luacheck, [
            "--no-config", "--std", "lua54", "--formatter", "plain", "--no-color",
            dsl, dsl.replacingOccurrences(of: "spec.lua", with: "render.lua"),
            dsl.replacingOccurrences(of: "spec.lua", with: "expect.lua"),
            dsl.replacingOccurrences(of: "spec.lua", with: "changes.lua"),
            dsl.replacingOccurrences(of: "spec.lua", with: "blocks.lua"),
            dsl.replacingOccurrences(of: "spec.lua", with: "failures.lua"),
            ExternalTool.luaTestFolder + "/harness.lua", ExternalTool.luaTestFolder + "/fake_host.lua",
        ])
        // Then
        #expect(run.status == 0, "\(run.output)")
    }

    @Test("luacheck over the whole repository is clean under the root .luacheckrc", .enabled(if: ExternalTool.runsTests(needing: "luacheck"), "luacheck is not installed"))
    func repositoryLuacheckClean() throws {
        // Given: every Lua file of the package, the config that `luacheck .` at the root would find
        let luacheck = try #require(
            ExternalTool.path(of: "luacheck"), "luacheck is not installed: scripts/ensure-deps.sh --for-tests installs it")
        let root = URL(fileURLWithPath: ExternalTool.luaTestFolder + "/../../..").standardized.path
        // When
        let run = try ExternalTool.run(luacheck, [
            "--config", root + "/.luacheckrc", "--formatter", "plain", "--no-color", root,
        ])
        // Then
        #expect(run.status == 0, "\(run.output)")
    }

    @Test("the embedded source is the DSL module expecting a host table, and its parts are embedded too")
    func embeddedSourceIsTheDSL() {
        // Given / When
        let source = SpecDSL.source
        // Then
        #expect(source.contains("local host = ..."))
        #expect(source.contains("docs/SpecHostContract.md"))
        #expect(source.hasSuffix("return M\n"))
        #expect(SpecDSL.parts.map(\.name) == ["failures", "blocks", "render", "expect", "changes"])
        #expect(SpecDSL.parts.allSatisfy { $0.source.contains("return") })
    }
}
