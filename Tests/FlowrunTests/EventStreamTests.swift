import FlowHostTestSupport
import FlowTestSupport
import Foundation
import Testing

/// Events from a pipe or a FIFO: each line is applied as soon as it arrives and its transcript step written
/// at once, so another program can drive a run step by step; a bad line stops the run where it is.
@Suite("flowrun run: events from a pipe")
struct EventStreamTests {
    private let flow = "Tests/Fixtures/flowrun/two-screens.lua"

    /// The FIFO at `path` opened for writing once its reader has opened it; `nil` if none has within 30 s.
    /// Opening without O_NONBLOCK would wait for a reader with no deadline.
    private func openForWriting(_ path: String) -> FileHandle? {
        let deadline = ContinuousClock.now + .seconds(30)
        while ContinuousClock.now < deadline {
            let descriptor = open(path, O_WRONLY | O_NONBLOCK)
            if descriptor >= 0 {
                _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
                return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return nil
    }

    /// The event step for line `line`.
    private func isEvent(atLine line: Int) -> (TranscriptLine) -> Bool {
        { $0.kind == "event" && $0.line == line }
    }

    @Test("Each line from a pipe is applied and its step written before the next line is sent")
    func eachLineIsAppliedAsItArrives() throws {
        // Given
        let state = try TemporaryDirectory()
        let run = try FlowrunCoprocess(
            ["run", "scripts/login.lua", "--fresh", "--state", state.path("s"), "--transcript", "json"])
        try #require(try run.step { $0.kind == "start" } != nil, "the start step came before any event was sent")

        // When: each line is sent only once the step of the one before it has come
        try run.send("type email agent@shield.org\n")
        let email = try #require(try run.step(where: isEvent(atLine: 1)), "no step for line 1 before stdin ended")
        try run.send("type password hailHydra\n")
        let password = try #require(try run.step(where: isEvent(atLine: 2)), "no step for line 2 before stdin ended")
        try run.send("tap Sign In\n")
        let signIn = try #require(try run.step(where: isEvent(atLine: 3)), "no step for line 3 before stdin ended")
        try run.closeInput()
        let result = try #require(try run.waitForExit())

        // Then
        #expect(email.event == "type email agent@shield.org")
        #expect(password.event == "type password ********")
        #expect(signIn.screen?.title == "Signed in as agent-13")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(!result.stdout.contains("hailHydra"))
    }

    @Test("A line that is not an event stops the run there, exit 2, keeping what the events before it saved")
    func invalidLineStopsTheRunAfterTheEventsBeforeIt() throws {
        // Given
        let state = try TemporaryDirectory()
        let run = try FlowrunCoprocess(
            ["run", "scripts/items.lua", "--fresh", "--state", state.path("s"), "--transcript", "json"])

        // When: stdin stays open, so the run must stop at the bad line, not at the end of its input
        try run.send("tap Add\ntype title Milk\ntap Save\njump Explode\ntap Add\n")
        let result = try #require(try run.waitForExit())
        let after = try FlowrunProcess.run(["run", "scripts/items.lua", "--state", state.path("s")], events: "")

        // Then
        #expect(result.status == 2)
        #expect(result.stderr == "flowrun: stdin:4: unknown verb 'jump' (verbs: tap, type, select, back)\n")
        #expect(try TranscriptLine.parse(result.stdout).compactMap(\.line) == [1, 2, 3])
        #expect(after.status == 0, "\(after.stderr)")
        #expect(after.stdout.contains("Milk"))
    }

    @Test("A line longer than 64 KiB is refused once it is that long, without waiting for its end")
    func overLongLineIsRefusedAtOnce() throws {
        // Given
        let state = try TemporaryDirectory()
        let run = try FlowrunCoprocess(["run", flow, "--state", state.path("s"), "--transcript", "json"])

        // When
        try run.send("tap Next\n" + String(repeating: "A", count: (64 << 10) + 1))
        let result = try #require(try run.waitForExit())

        // Then
        #expect(result.status == 2)
        #expect(result.stderr == "flowrun: stdin:2: line is longer than 64 KiB, more than any event line\n")
        #expect(try TranscriptLine.parse(result.stdout).compactMap(\.event) == ["tap Next"])
    }

    @Test("Waiting for the next line does not count against --time-limit")
    func waitingForALineIsNotTimed() throws {
        // Given
        let state = try TemporaryDirectory()
        let run = try FlowrunCoprocess(
            ["run", flow, "--state", state.path("s"), "--transcript", "json", "--time-limit", "1"])

        // When
        try run.send("tap Next\n")
        try #require(try run.step(where: isEvent(atLine: 1)) != nil)
        Thread.sleep(forTimeInterval: 2)
        try run.send("back\n")
        let back = try run.step(where: isEvent(atLine: 2))
        try run.closeInput()
        let result = try #require(try run.waitForExit())

        // Then
        #expect(back?.screen?.name == "first")
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test("--events naming a FIFO reads it as a stream, line by line")
    func fifoIsReadAsAStream() throws {
        // Given
        let state = try TemporaryDirectory()
        let fifo = state.path("events")
        try #require(mkfifo(fifo, 0o600) == 0)
        let run = try FlowrunCoprocess(
            ["run", flow, "--state", state.path("s"), "--transcript", "json", "--events", fifo])
        let writer = try #require(openForWriting(fifo), "flowrun did not open the FIFO")

        // When
        try writer.write(contentsOf: Data("tap Next\r\n".utf8))
        let next = try run.step(where: isEvent(atLine: 1))
        try writer.close()
        let result = try #require(try run.waitForExit())

        // Then
        #expect(next?.screen?.name == "second")
        #expect(result.status == 0, "\(result.stderr)")
    }
}
