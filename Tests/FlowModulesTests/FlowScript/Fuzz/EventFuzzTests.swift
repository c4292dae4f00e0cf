import FlowHostTestSupport
import FlowModules
import FlowStore
import FlowTestSupport
import LuaHost
import Foundation
import LuaHostTestSupport
import Testing
@testable import FlowScript

/// Random and mutated event streams against the demo app (examples/app.lua), in process: every event either
/// applies or fails with a FlowDriverError, the app keeps showing a screen, and nothing crashes. Streams that
/// once failed are kept in Tests/Fixtures/fuzz/events and replayed every run.
@Suite("Fuzzing the demo app with events")
struct EventFuzzTests {
    private static let regressions = ScriptTestSupport.repositoryFile("Tests/Fixtures/fuzz/events")

    @Test("random event streams apply or fail cleanly, and the app always shows a screen")
    func randomStreamsApplyOrFailCleanly() async throws {
        let budget = FuzzBudget()
        var generator = budget.generator()
        var streams = 0
        while budget.hasTimeLeft {
            var events: [FlowEvent] = []
            let run = try await Self.launch()
            for _ in 0..<Int.random(in: 1...40, using: &generator) {
                let event = Self.event(for: run.driver.screen, using: &generator)
                events.append(event)
                do {
                    try await run.driver.send(event)
                } catch {
                    // A clean failure: the step is reported, and the app goes on showing what it shows.
                }
                guard (try? run.driver.currentScreen()) != nil else {
                    let file = try Self.keep(events)
                    Issue.record("seed \(budget.seed): no screen after \(events.count) events; kept in \(file)")
                    run.host.close()
                    return
                }
            }
            run.host.close()
            streams += 1
        }
        #expect(streams > 0, "seed \(budget.seed): no stream ran")
    }

    @Test("the kept event streams replay without a crash")
    func keptStreamsReplay() async throws {
        let files = (try? FileManager.default.contentsOfDirectory(at: Self.regressions, includingPropertiesForKeys: nil))
            ?? []
        let streams = files.filter { $0.pathExtension == "events" }
        #expect(!streams.isEmpty, "no kept streams in \(Self.regressions.path): the seed went missing")
        for file in streams {
            let run = try await Self.launch()
            let lines = try FlowEventParser(source: file.lastPathComponent)
                .parse(text: String(contentsOf: file, encoding: .utf8))
            for line in lines {
                _ = try? await run.driver.send(line)
            }
            #expect((try? run.driver.currentScreen()) != nil, "\(file.lastPathComponent)")
            run.host.close()
        }
    }

    /// The demo app, first launch, over a fresh in-memory store.
    private static func launch() async throws -> ScriptTestSupport.Run {
        try await ScriptTestSupport.start("examples/app.lua")
    }

    /// An event: mostly one the screen offers (a button, a row, a field, an alert action, back), sometimes
    /// one it does not, with texts that are empty, long, unicode, control characters or plausible.
    private static func event(for screen: Screen?, using generator: inout SeededGenerator) -> FlowEvent {
        let texts = ["", " ", String(repeating: "x", count: 5000), "日本語 ☕", "\u{1}\t\u{7f}", "agent@shield.org",
                     "hailHydra", "Milk", "a\nb", "%s %d", "../../etc", "tap Sign In"]
        let text = texts.randomElement(using: &generator)!
        let offered: [FlowEvent] = screen.map { screen -> [FlowEvent] in
            let taps: [FlowEvent] = screen.buttons.map { FlowEvent.tap(title: $0.title) }
            let choices: [FlowEvent] = screen.alert?.actions.map { FlowEvent.tap(title: $0.title) } ?? []
            let selections: [FlowEvent] = screen.rows.indices.map { FlowEvent.select(row: $0 + 1) }
            let typing: [FlowEvent] = screen.fields.map { FlowEvent.type(fieldID: $0.id, text: text) }
            return taps + choices + selections + typing
        } ?? []
        switch Int.random(in: 0..<10, using: &generator) {
        case 0: return .back
        case 1: return .tap(title: text)
        case 2: return .select(row: Int.random(in: -2...50, using: &generator))
        case 3: return .type(fieldID: text, text: text)
        default: return offered.randomElement(using: &generator) ?? .back
        }
    }

    /// Writes `events` as an events file into the kept regressions and returns its path.
    private static func keep(_ events: [FlowEvent]) throws -> String {
        try FileManager.default.createDirectory(at: regressions, withIntermediateDirectories: true)
        let file = regressions.appendingPathComponent("stream-\(UUID().uuidString.prefix(8)).events")
        try events.map(\.description).joined(separator: "\n").appending("\n").write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }
}
