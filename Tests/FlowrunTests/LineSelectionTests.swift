import FlowHostTestSupport
import FlowTestSupport
import Foundation
import Testing

/// Selecting scenarios the way people type it: `FILE:LINE` (a failure's location pasted back), and `.only`
/// marks, refused on CI unless `--allow-only`.
@Suite("flowrun test FILE:LINE and .only")
struct LineSelectionTests {
    /// Line numbers matter: 1 describe, 2 it "adds", 4 its failing expect, 6 a nested describe, 7-9 two its.
    private static let spec = """
        describe("Cart", function()
          it("adds", function()
            local x = 1
            expect(x).to_equal(2)
          end)
          describe("checkout", function()
            it("pays", function() expect(1).to_equal(1) end)
            it("ships", function() expect(1).to_equal(1) end)
          end)
        end)
        it("top", function() expect(1).to_equal(1) end)

        """

    /// The scenario names a run reported, from the list reporter's PASS/FAIL lines.
    private static func ran(_ result: FlowrunResult) -> [String] {
        result.stdoutLines.filter { $0.hasPrefix("PASS ") || $0.hasPrefix("FAIL ") }
            .compactMap { $0.split(separator: ": ", maxSplits: 1).last.map(String.init) }.sorted()
    }

    private static func run(_ arguments: [String], in folder: TemporaryDirectory, environment: [String: String] = [:]) throws -> FlowrunResult {
        try FlowrunProcess.run(
            ["test", "--no-color", "--reporter", "list", "--jobs", "1"] + arguments,
            environment: ["CI": "false"].merging(environment) { _, new in new }, in: folder.url)
    }

    @Test("FILE:LINE runs the it whose body holds the line, the describe at its line, or several; the failure's location pastes as is")
    func lineSelectsTheBlockThere() throws {
        // Given
        let folder = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: folder.path("specs"), withIntermediateDirectories: true)
        try folder.write(Self.spec, to: "specs/cart_spec.lua")
        let whole = try Self.run([], in: folder)
        // The failure's location as the report prints it, at the start of the failure's message
        let message = try #require(whole.stdoutLines.first { $0.hasPrefix("  specs/cart_spec.lua:") }, "\(whole.stdout)")
        let failure = String(message.dropFirst(2).prefix { $0 != " " }.dropLast())

        // When
        let pasted = try Self.run([failure], in: folder)
        let group = try Self.run(["specs/cart_spec.lua:6"], in: folder)
        let several = try Self.run(["./specs/cart_spec.lua:8", "specs/cart_spec.lua:11"], in: folder)
        let outer = try Self.run(["specs/cart_spec.lua:1"], in: folder)

        // Then
        #expect(failure == "specs/cart_spec.lua:4", "\(whole.stdout)")
        #expect(Self.ran(pasted) == ["Cart adds"], "\(pasted.stdout)\(pasted.stderr)")
        #expect(Self.ran(group) == ["Cart checkout pays", "Cart checkout ships"], "\(group.stdout)\(group.stderr)")
        #expect(Self.ran(several) == ["Cart checkout ships", "top"], "\(several.stdout)\(several.stderr)")
        #expect(Self.ran(outer) == ["Cart adds", "Cart checkout pays", "Cart checkout ships"], "\(outer.stdout)")
    }

    @Test("FILE:LINE at a line no block spans is an error naming it")
    func lineOutsideEveryBlockIsRefused() throws {
        let folder = try TemporaryDirectory()
        try folder.write(Self.spec, to: "cart_spec.lua")
        let result = try Self.run(["cart_spec.lua:12"], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains("no scenario or describe block spans cart_spec.lua:12"), "\(result.stderr)")
    }

    @Test("it.only and describe.only run only what they mark; on CI they are refused, naming each, unless --allow-only")
    func onlyNarrowsAndIsRefusedOnCI() throws {
        // Given
        let folder = try TemporaryDirectory()
        try folder.write("""
            describe.only("Cart", function()
              it("pays", function() expect(1).to_equal(1) end)
            end)
            it("other", function() expect(1).to_equal(2) end)

            """, to: "a_spec.lua")
        try folder.write("""
            it.only("focused", function() expect(1).to_equal(1) end)
            it("skipped", function() expect(1).to_equal(2) end)

            """, to: "b_spec.lua")

        // When
        let local = try Self.run([], in: folder)
        let ci = try Self.run([], in: folder, environment: ["CI": "true"])
        let allowed = try Self.run(["--allow-only"], in: folder, environment: ["CI": "true"])

        // Then
        #expect(local.status == 0, "\(local.stdout)\(local.stderr)")
        #expect(Self.ran(local) == ["Cart pays", "focused"])
        #expect(ci.status == 2)
        #expect(ci.stderr.contains(".only is not allowed on CI"), "\(ci.stderr)")
        #expect(ci.stderr.contains("a_spec.lua:1, b_spec.lua:1"), "\(ci.stderr)")
        #expect(allowed.status == 0)
        #expect(Self.ran(allowed) == ["Cart pays", "focused"])
    }
}
