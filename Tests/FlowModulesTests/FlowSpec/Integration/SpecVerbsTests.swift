import FlowHostTestSupport
import Testing
@testable import FlowSpec

/// The DSL's launching, held calls, call counts, timeline and printed output, through real flows: each fixture
/// scenario checks itself with expectations and runs alone here, named for what it shows.
@Suite("Launching, held calls and the timeline")
struct SpecVerbsTests {
    /// Runs the one scenario of `file` whose name contains `name`; returns whether it passed and the output.
    private static func run(_ file: String, _ name: String) async throws -> (passed: Bool, output: OutputRecorder) {
        var options = IntegrationSupport.options([file])
        options.filter = name
        let (passed, output) = try await IntegrationSupport.run(options)
        #expect(output.lines.last?.hasPrefix(passed ? "1 passed, 0 failed" : "0 passed, 1 failed") == true,
                "exactly one scenario: \(output.text)")
        return (passed, output)
    }

    @Test("launch:", arguments: [
        "finds a flow beside the spec", "finds a flow from the working directory",
        "names the places it looked in, in order", "gives args to the flow's start, and again at relaunch",
        "gives the tutorial a queue of images of its own", "refuses a function in args, naming where it is",
        "refuses an unknown option and an action's arguments that are not a list",
        "sets up presets and doubles before the launch", "an unknown preset in the options fails as the call would",
    ])
    func launching(scenario: String) async throws {
        let (passed, output) = try await Self.run(IntegrationSupport.launching, scenario)
        #expect(passed, "\(output.text)")
    }

    @Test("hold, release and calls:", arguments: [
        "a held sign-in shows the loader and a disabled Sign In until released",
        "a held first load of the melodies shows the loader until released",
        "a held first load disables the flow's own buttons as it does the list's",
        "refuses the other verbs while a call waits, and takes the queries",
        "release with no call waiting names the calls held but not made, or those that wait",
        "refuses a call no double records, listing those they do",
        "a call still waiting when the scenario ends is abandoned, and the scenario passes",
        "relaunch abandons a waiting call and starts afresh",
        "counts the sign-ins that reached the service, with their email",
        "offline, the melodies make no fetch; online, one per load",
    ])
    func heldCalls(scenario: String) async throws {
        let (passed, output) = try await Self.run(IntegrationSupport.heldCalls, scenario)
        #expect(passed, "\(output.text)")
    }

    @Test("timeline and printed:", arguments: [
        "lists screen changes and announcements in the order they happened",
        "exhaustive ordered passes when asserted in the order they happened",
        "plain exhaustive takes them in either order",
        "printed returns what the flow printed, one entry per print, not the spec's own",
    ])
    func timeline(scenario: String) async throws {
        let (passed, output) = try await Self.run(IntegrationSupport.timeline, scenario)
        #expect(passed, "\(output.text)")
    }

    @Test("exhaustive(\"ordered\") fails an expectation that skips an earlier change, saying which came next")
    func orderedExhaustiveNamesTheNextChange() async throws {
        // When
        let (passed, output) = try await Self.run(IntegrationSupport.timeline, "before the announcement that came first")

        // Then
        #expect(!passed)
        #expect(output.text.contains("""
            \(IntegrationSupport.timeline):29: expected a screen change to "login", but the next change is the \
            announced tutorial_finished (after line 28: tap "Start"; exhaustive("ordered") asserts them in the \
            order they happened)
            """))
    }

    @Test("The steps of a report show the presets and doubles launch's options set up, in their fixed order")
    func launchOptionsAreSteps() async throws {
        // Given
        let folder = try SpecFolder()
        try folder.write("""
            it("fails after launching", function()
              launch("scripts/onboarding.lua", {
                services = { melodies = { offline = true }, login = { fail_next = { "down" } } },
                preset = { tutorial_seen = true },
              })
              expect(1).to_equal(2)
            end)
            """, to: "options_spec.lua")

        // When
        let (_, output) = try await IntegrationSupport.run(IntegrationSupport.options([folder.path("options_spec.lua")]))

        // Then
        #expect(output.text.contains("""
                line 2: preset.tutorial_seen()
                line 2: services.login.fail_next("down")
                line 2: services.melodies.offline()
                line 2: launch "scripts/onboarding.lua" -> onboarding
            """))
    }

    @Test("tap refuses a title two enabled buttons share, naming their positions; tap(title, n) taps the n-th")
    func tapOnASharedTitleIsAmbiguous() async throws {
        // Given a spec that taps the second of two enabled buttons titled "OK", then the title alone
        let folder = try SpecFolder()
        try folder.write("""
            it("taps the twins", function()
              launch("Tests/Fixtures/flowrun/twins.lua")
              tap("OK", 2)
              expect(screen().title).to_equal("second OK")
              tap("OK")
            end)
            """, to: "twins_spec.lua")

        // When
        let (passed, output) = try await IntegrationSupport.run(IntegrationSupport.options([folder.path("twins_spec.lua")]))

        // Then the numbered tap passed its expectation, and the title alone was refused naming both buttons
        #expect(!passed)
        #expect(output.text.contains("line 3: tap \"OK\" #2"), "\(output.text)")
        #expect(output.text.contains("button 'OK' on screen 'twins' is ambiguous: buttons 1 and 2 are enabled and "
            + "titled so (name one: 'OK #1' or 'OK #2')"), "\(output.text)")
    }

    @Test("A type step into a secure field is reported masked, the text into a plain field quoted")
    func typeStepsAreMaskedByTheHost() async throws {
        // Given a failing scenario that types a password on the demo app's login
        let folder = try SpecFolder()
        try folder.write("""
            it("fails after signing in", function()
              preset.tutorial_seen()
              launch("examples/app.lua")
              type("email", "agent@shield.org")
              type("password", "hailHydra")
              expect(1).to_equal(2)
            end)
            """, to: "secret_spec.lua")

        // When
        let (passed, output) = try await IntegrationSupport.run(IntegrationSupport.options([folder.path("secret_spec.lua")]))

        // Then the report's steps show the masked form the driver records
        #expect(!passed)
        #expect(output.text.contains("""
                line 4: type email "agent@shield.org"
                line 5: type password ********
            """), "\(output.text)")
        #expect(!output.text.contains("hailHydra"))
    }
}
