import FlowHostTestSupport
import Testing
@testable import FlowSpec

@Suite("A preset its module refuses fails in the spec file")
struct RefusedPresetTests {
    /// A scenario giving `preset.logged_in` a number for its user id (line 3), then launching (line 4).
    static let spec = """
        describe("A refused preset", function()
          it("stops at the preset", function()
            preset.logged_in(7)
            launch("scripts/login.lua")
          end)
        end)
        """

    @Test("a preset given a wrong argument type fails at its own line, not at the later launch")
    func refusedPresetFailsAtItsLine() async throws {
        // Given a spec file whose preset gets a number where the login module takes a string
        let folder = try SpecFolder()
        try folder.write(Self.spec, to: "preset_spec.lua")

        // When the runner runs it
        let (passed, output) = try await IntegrationSupport.run(IntegrationSupport.options([folder.path("preset_spec.lua")]))

        // Then the scenario fails, naming the preset's line in the spec file and the refused argument
        #expect(!passed)
        #expect(output.text.contains(
            "\(folder.path)/preset_spec.lua:3: bad argument #1 to 'preset.logged_in' (user_id: string expected, got number 7)"),
                "\(output.text)")
        #expect(!output.text.contains("preset_spec.lua:4:"), "\(output.text)")
        #expect(output.lines.last?.hasPrefix("0 passed, 1 failed in ") == true, "\(output.text)")
    }

    @Test("a preset given a date that is not a number fails at its own line, not at launch in the store")
    func notANumberDateFailsAtThePresetsLine() async throws {
        // Given a spec whose items preset dates an item 0/0 (NaN) at line 3
        let folder = try SpecFolder()
        try folder.write("""
            describe("A refused date", function()
              it("stops at the preset", function()
                preset.items{ { title = "Milk", date = 0/0 } }
                launch("examples/app.lua")
              end)
            end)
            """, to: "date_spec.lua")

        // When the runner runs it
        let (passed, output) = try await IntegrationSupport.run(IntegrationSupport.options([folder.path("date_spec.lua")]))

        // Then the preset's line is named with the field and the value, and the store never saw it
        #expect(!passed)
        #expect(output.text.contains("\(folder.path)/date_spec.lua:3: "), "\(output.text)")
        #expect(output.text.contains("[1].date: a date from 1583-01-01 to 9999-12-31 (UTC) expected, got number nan"),
                "\(output.text)")
        #expect(!output.text.contains("NOT NULL"), "\(output.text)")
    }
}
