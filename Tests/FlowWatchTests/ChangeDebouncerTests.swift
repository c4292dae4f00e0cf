import Testing
@testable import FlowWatch

/// `--watch`'s debouncer: a save's burst of changes is reported once, when the tree has been quiet.
@Suite("flowrun run --watch: debouncing")
struct ChangeDebouncerTests {
    private let start = ContinuousClock.now
    private let script = WatchChange.changed(path: "/flows/app.lua")

    @Test("A burst is reported once the quiet window has passed since its last change, each change once")
    func burstIsReportedOnceWhenQuiet() {
        // Given
        var debouncer = ChangeDebouncer(quietWindow: .milliseconds(50))
        debouncer.note(script, at: start)
        debouncer.note(.changed(path: "/flows/lib.lua"), at: start + .milliseconds(10))
        debouncer.note(script, at: start + .milliseconds(30))

        // When
        let during = debouncer.takeBurst(at: start + .milliseconds(79))
        let after = debouncer.takeBurst(at: start + .milliseconds(80))

        // Then
        #expect(during == nil)
        #expect(after == [script, .changed(path: "/flows/lib.lua")])
        #expect(debouncer.takeBurst(at: start + .seconds(1)) == nil)
    }

    @Test("The time left counts from the last change; nothing pending leaves no deadline")
    func timeLeftFollowsTheLastChange() {
        // Given
        var debouncer = ChangeDebouncer(quietWindow: .milliseconds(50))
        #expect(debouncer.timeLeft(at: start) == nil)

        // When
        debouncer.note(script, at: start)
        debouncer.note(script, at: start + .milliseconds(40))

        // Then
        #expect(debouncer.timeLeft(at: start + .milliseconds(50)) == .milliseconds(40))
        #expect(debouncer.timeLeft(at: start + .milliseconds(200)) == .zero)
    }
}
