import FlowHostTestSupport
import FlowScript
import FlowTestSupport
import LuaHost
import Foundation
import LuaHostTestSupport
import Testing
@testable import FlowSpec

/// Mutated acceptance specs against the runner, in process: lines deleted, repeated, swapped or cut off,
/// literals and verbs replaced, hostile statements inserted. Whatever a mutant does, the run ends with its
/// closing line or a usage error, each scenario with a result, and nothing crashes. Mutants that once failed
/// are kept in Tests/Fixtures/fuzz/specs and run every time.
@Suite("Fuzzing the spec runner with mutated specs")
struct SpecFuzzTests {
    private static let regressions = IntegrationSupport.packageRoot.appendingPathComponent("Tests/Fixtures/fuzz/specs")
    private static let acceptance = IntegrationSupport.packageRoot.appendingPathComponent("Tests/Acceptance")

    /// Statements a mutation inserts: the DSL misused, the app pushed past its bounds, Lua's own edges.
    private static let insertions = [
        "tap(nil)", "tap(\"\")", "select(0)", "select(1e9)", "select(-1)", "back() back() back()", "relaunch()",
        "launch(\"scripts/nowhere.lua\")", "launch(\"examples/app.lua\", { args = { deep = { { { {} } } } } })",
        "type(\"email\", string.rep(\"a\", 100000))", "type(\"nowhere\", \"x\")", "type(\"password\", nil)",
        "hold(\"login.sign_in\")", "release()", "release(\"melodies.fetch\")", "exhaustive()", "exhaustive(\"ordered\")",
        "expect(screen()).to_equal(nil)", "expect(nil).to_match_snapshot()", "expect_screen(\"nowhere\")",
        "expect_announced(\"login\", { user_id = {} })", "services.items.fail_next()", "services.melodies.offline()",
        "preset.items({ { title = \"\" } })", "preset.logged_in(\"\")", "pending(\"later\")", "error({})",
        "error(setmetatable({}, { __tostring = function() error(\"again\") end }))",
        "local t = setmetatable({}, { __index = function(t, k) return t[k] end }) local _ = t.x",
        "while true do end", "coroutine.wrap(function() tap(\"Add\") end)()",
        "for _ = 1, 1000 do local _ = screen() end", "describe(\"late\", function() end)", "it(\"late\", function() end)",
        "string.rep(\"x\", 1 << 30)", "getmetatable(\"\").__index = nil", "lua.type = nil",
    ]
    /// What a string literal's text becomes.
    private static let texts = ["", "Sign In", "Add", "Continue", "\\0", "%", "☕ 日本語", String(repeating: "x", count: 5000)]
    /// The DSL's verbs and queries, swapped for one another.
    private static let verbs = [
        "launch", "relaunch", "tap", "type", "select", "back", "screen", "stack", "persisted", "announced",
        "expect", "expect_screen", "exhaustive", "hold", "release", "calls", "printed", "timeline", "pending",
    ]

    @Test("mutated acceptance specs run to a closing line or a usage error, without a crash")
    func mutatedSpecsEndCleanly() async throws {
        let budget = FuzzBudget()
        var generator = budget.generator()
        let originals = try FileManager.default.contentsOfDirectory(atPath: Self.acceptance.path)
            .filter { $0.hasSuffix("_spec.lua") }.sorted()
            .map { try String(contentsOf: Self.acceptance.appendingPathComponent($0), encoding: .utf8) }
        try #require(!originals.isEmpty)
        let folder = try Self.folderWithHelpers()
        var mutants = 0
        while budget.hasTimeLeft {
            var text = originals.randomElement(using: &generator)!
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                text = Self.mutate(text, using: &generator)
            }
            let file = try folder.write(text, to: "mutant_spec.lua")
            mutants += 1
            if let problem = await Self.problem(running: file) {
                let kept = try Self.keep(text)
                Issue.record("seed \(budget.seed): \(problem); the mutant is kept in \(kept)")
                return
            }
        }
        #expect(mutants > 0, "seed \(budget.seed): no mutant ran")
    }

    @Test("the kept mutants run to a closing line or a usage error")
    func keptMutantsEndCleanly() async throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.regressions.path)
            .filter { $0.hasSuffix(".lua") }.sorted()
        #expect(!files.isEmpty, "no kept mutants in \(Self.regressions.path): the seed went missing")
        let folder = try Self.folderWithHelpers()
        for name in files {
            let text = try String(contentsOf: Self.regressions.appendingPathComponent(name), encoding: .utf8)
            let file = try folder.write(text, to: "mutant_spec.lua")
            let problem = await Self.problem(running: file)
            #expect(problem == nil, "\(name): \(problem ?? "")")
        }
    }

    /// A folder for mutants, holding a copy of the acceptance specs' helper modules, which they require.
    private static func folderWithHelpers() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try FileManager.default.copyItem(
            at: acceptance.appendingPathComponent("helpers"), to: folder.url.appendingPathComponent("helpers"))
        return folder
    }

    /// What is wrong with a run of the spec `file`, or nil when it ended cleanly: with its closing line, or a
    /// usage error (a file with no scenarios) that names the file.
    private static func problem(running file: String) async -> String? {
        var options = IntegrationSupport.options([file])
        options.jobs = 2
        do {
            let (_, output) = try await IntegrationSupport.run(options)
            guard let closing = output.lines.last, closing.range(of: #"^\d+ passed, \d+ failed"#, options: .regularExpression) != nil
            else { return "the run ended without its closing line: \(output.text.suffix(400))" }
            if output.text.contains("the spec host could not start") {
                return "a spec host could not start: \(output.text.suffix(400))"
            }
            return nil
        } catch {
            return error.description.contains("mutant_spec.lua") ? nil : "a usage error that does not name the file: \(error)"
        }
    }

    /// `text` with one mutation.
    private static func mutate(_ text: String, using generator: inout SeededGenerator) -> String {
        var lines = text.components(separatedBy: "\n")
        let at = Int.random(in: 0..<max(lines.count, 1), using: &generator)
        switch Int.random(in: 0..<8, using: &generator) {
        case 0:
            lines.remove(at: at)
        case 1:
            lines.insert(lines[at], at: at)
        case 2:
            lines.swapAt(at, Int.random(in: 0..<lines.count, using: &generator))
        case 3:
            return String(text.prefix(Int.random(in: 0...text.count, using: &generator)))
        case 4:
            lines.insert(insertions.randomElement(using: &generator)!, at: at)
        case 5:
            lines[at] = replacing(#""[^"\\]*""#, in: lines[at]) {
                "\"" + texts.randomElement(using: &generator)! + "\""
            }
        case 6:
            lines[at] = replacing(#"\b\d+\b"#, in: lines[at]) {
                ["0", "-1", "1e308", "(0/0)", "9007199254740993", "math.huge"].randomElement(using: &generator)!
            }
        default:
            lines[at] = replacing(#"\b(\#(verbs.joined(separator: "|")))\("#, in: lines[at]) {
                verbs.randomElement(using: &generator)! + "("
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `line` with its first match of `pattern` replaced by `replacement()`.
    private static func replacing(_ pattern: String, in line: String, with replacement: () -> String) -> String {
        guard let range = line.range(of: pattern, options: .regularExpression) else { return line }
        return line.replacingCharacters(in: range, with: replacement())
    }

    private static func keep(_ text: String) throws -> String {
        let file = regressions.appendingPathComponent("mutant-\(UUID().uuidString.prefix(8)).lua")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }
}
