import FlowHostTestSupport
import FlowTestSupport
import Foundation
import Testing

/// The editor stubs read as LuaLS reads them: well-formed annotations naming declared types, matchers with
/// their parameters after `expect(x)` and after `.never`/`.not_`, and a flow library that leaves Lua's own
/// `type` and `select` alone.
@Suite("flowrun stubs: annotations")
struct StubAnnotationTests {
    /// The stubs `flowrun stubs` writes today, by path in the stubs folder: the flow library, then the spec one.
    private func stubs() throws -> [(name: String, text: String)] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flowhost-stubs-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try FlowrunProcess.run(["stubs", "--out", folder.path]).status == 0)
        return try ["flow/flowhost-app.lua", "spec/flowhost-spec.lua"].map { name in
            (name, try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
        }
    }

    @Test("Every annotation line is well formed and every type it names is built in or declared")
    func annotationsAreWellFormedAndDeclared() throws {
        #expect(LuaLSAnnotationChecker.problems(in: try stubs()) == [])
    }

    @Test("The checker catches a malformed line and an undeclared type")
    func checkerCatchesProblems() {
        let problems = LuaLSAnnotationChecker.problems(in: [(
            "bad.lua", "---@class a.B\n---@field x fun(y: a.C) Doc.\n---@field z fun(w) Doc.\n---@field ok a.B Doc.\n"
        )])
        #expect(problems.count == 2)
        #expect(problems.first?.hasPrefix("bad.lua:2: undeclared type a.C") == true)
    }

    @Test("expect's matchers carry their parameters, and never and not_ have the same matchers")
    func matchersAreTypedAfterNegation() throws {
        let spec = try #require(try stubs().last?.text)
        for line in [
            "---@class flowspec.Expectation: flowspec.Matchers",
            "---@field never flowspec.Matchers The same matchers, negated.",
            "---@field not_ flowspec.Matchers The same matchers, negated.",
            "---@field to_equal fun(expected: any)",
            "---@field to_be_close_to fun(expected: number, tolerance?: number)",
            "---@field to_match fun(pattern: string)",
        ] {
            #expect(spec.contains(line), "missing: \(line)")
        }
        #expect(!spec.contains(#/---@field (to_[a-z_]+|never|not_) (function|table)/#), "a matcher or negation typed bare")
    }

    @Test("The flow library declares no global at all; the spec library declares the DSL's type and select")
    func onlyTheSpecLibraryDeclaresGlobals() throws {
        // Given the two libraries flowrun stubs writes
        let files = try stubs()
        let flow = try #require(files.first { $0.name.hasPrefix("flow/") }?.text)
        let spec = try #require(files.first { $0.name.hasPrefix("spec/") }?.text)

        // Then a flow, which lists only the first, sees Lua's own type and select
        #expect(LuaLSAnnotationChecker.globals(in: flow) == [])
        #expect(flow.contains("---@class flowhost.App\n"))
        let specGlobals = LuaLSAnnotationChecker.globals(in: spec)
        #expect(specGlobals.isSuperset(of: ["type", "select", "describe", "expect", "services", "preset"]))
        // The checker's globals are what a meta file declares, not a field or an indented line.
        #expect(LuaLSAnnotationChecker.globals(in: "function a(x) end\nb = {}\n  function c() end\nd.e = 1\n") == ["a", "b"])
    }

    @Test("flowrun init's flow types its app")
    func flowLibraryLeavesLuaBuiltinsAlone() throws {
        let folder = try TemporaryDirectory()
        #expect(try FlowrunProcess.run(["init", folder.path("p")]).status == 0)
        let flow = try String(contentsOfFile: folder.path("p/flows/hello.lua"), encoding: .utf8)
        #expect(flow.contains("---@param app flowhost.App\nreturn function(app)"))
    }

    @Test("The matchers the stubs declare are those expect.lua gives")
    func matcherDeclarationsMatchExpectLua() throws {
        let source = try String(contentsOf: PackagePaths.root.appendingPathComponent(
            "Sources/FlowSpec/Lua/expect.lua"), encoding: .utf8)
        let defined = Set(source.matches(of: #/function matchers\.([a-z_]+)\(/#).map { String($0.1) })
        let spec = try #require(try stubs().last?.text)
        let block = try #require(spec.range(of: "---@class flowspec.Matchers\n").map { spec[$0.upperBound...] })
        let declared = Set(block.split(separator: "\n").prefix { $0.hasPrefix("---@field") }
            .map { String($0.split(separator: " ")[1]) })
        #expect(defined == declared)
    }
}
