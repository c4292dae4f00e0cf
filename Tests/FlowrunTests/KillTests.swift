import FlowHostTestSupport
import FlowScript
import FlowTestSupport
import FlowStore
import GRDB
import LuaHost
import Foundation
import Testing

/// `flowrun run` killed with SIGKILL at random moments of a run that writes, first launches included: after
/// each kill the state file opens, passes SQLite's integrity check, and holds every item whose save the
/// transcript had reported before the kill. The number of kills is bounded (40 in CI, 12 otherwise;
/// FLOWHOST_KILLS sets it) and their moments come from a seed the failure message names (FLOWHOST_KILL_SEED
/// repeats a run).
@Suite("flowrun survives SIGKILL at any moment", .serialized)
struct KillTests {
    static let kills: Int = {
        let environment = ProcessInfo.processInfo.environment
        if let text = environment["FLOWHOST_KILLS"], let count = Int(text) { return count }
        return environment["CI"] == "true" ? 40 : 12
    }()

    static let seed: UInt64 = {
        if let text = ProcessInfo.processInfo.environment["FLOWHOST_KILL_SEED"], let seed = UInt64(text) {
            return seed
        }
        return UInt64.random(in: 1...UInt64(UInt32.max))
    }()

    @Test("every save the transcript reported before a kill is in a state file that opens and checks ok")
    func flushedSavesSurviveKills() throws {
        var generator = SeededGenerator(seed: Self.seed)
        let scratch = try TemporaryDirectory()
        let kept = scratch.path("kept")  // a state reused across rounds, beside fresh ones
        var savedInAll = 0
        var cutShort = 0
        // Kills land within the time a whole run takes on this machine now, first launch included.
        let started = ContinuousClock.now
        _ = try runAndKill(round: -1, state: scratch.path("timing"), after: 30, scratch: scratch)
        let (seconds, attoseconds) = (ContinuousClock.now - started).components
        let wholeRun = Double(seconds) + Double(attoseconds) / 1e18
        for round in 0..<Self.kills {
            let state = round.isMultiple(of: 2) ? scratch.path("fresh-\(round)") : kept
            let killAfter = Double.random(in: 0...wholeRun, using: &generator)
            let place = "round \(round) (seed \(Self.seed), kill after \(Int(killAfter * 1000)) ms, state \(state))"
            let saved = try runAndKill(round: round, state: state, after: killAfter, scratch: scratch)
            savedInAll += saved.count
            if saved.count < 40 { cutShort += 1 }

            // The state opens: a follow-up run shows the list
            let reopened = try FlowrunProcess.run(
                ["run", "scripts/items.lua", "--state", state, "--transcript", "json"], events: "")
            #expect(reopened.status == 0, "\(place): \(reopened.stderr)")
            let shown = Set(Self.titles(inLastScreenOf: reopened.stdout))
            for title in saved {
                #expect(shown.contains(title), "\(place): \(title) was reported saved, then lost")
            }
            // And SQLite finds nothing wrong in it
            let file = URL(fileURLWithPath: state).appendingPathComponent(AppStateStore.fileName).path
            let integrity = try DatabaseQueue(path: file).read { db in
                try String.fetchAll(db, sql: "PRAGMA integrity_check")
            }
            #expect(integrity == ["ok"], "\(place): \(integrity)")
        }
        // The kills landed while the runs were writing: some saves were reported, and runs were cut short.
        #expect(savedInAll > 0, "seed \(Self.seed): no save was reported before any kill")
        #expect(cutShort > 0, "seed \(Self.seed): every run finished before its kill")
    }

    /// Starts a run that adds items through a pipe, kills it after `delay` seconds, and returns the titles
    /// the transcript showed saved.
    private func runAndKill(round: Int, state: String, after delay: Double, scratch: TemporaryDirectory) throws
        -> [String] {
        let output = try scratch.write(Data(), to: "stdout-\(round)")
        let process = FlowrunProcess.process(
            ["run", "scripts/items.lua", "--state", state, "--transcript", "json"],
            in: PackagePaths.root, scratch: scratch)
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle(forWritingAtPath: output)
        process.standardError = FileHandle.nullDevice
        try process.run()
        var events = ""
        for item in 0..<40 {
            events += "tap Add\ntype title r\(round)-item\(item)\ntap Save\n"
        }
        // Written in the background: a pipe holds 64 KiB, and the run reads as it applies.
        let bytes = Data(events.utf8)
        let writer = Thread {
            try? input.fileHandleForWriting.write(contentsOf: bytes)
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let deadline = Date(timeIntervalSinceNow: delay)
        while process.isRunning && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.001)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let transcript = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        return Self.savedTitles(in: transcript)
    }

    /// The titles on the screens that followed a "tap Save" in complete transcript lines.
    static func savedTitles(in transcript: String) -> [String] {
        var titles: [String] = []
        for line in transcript.split(separator: "\n") {
            guard let step = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  step["event"] as? String == "tap Save"
            else { continue }
            titles += rowTitles(of: step)
        }
        return titles
    }

    /// The row titles of the last screen a transcript shows.
    static func titles(inLastScreenOf transcript: String) -> [String] {
        let steps = transcript.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        return steps.last(where: { $0["screen"] != nil }).map(rowTitles) ?? []
    }

    private static func rowTitles(of step: [String: Any]) -> [String] {
        let rows = (step["screen"] as? [String: Any])?["rows"] as? [[String: Any]] ?? []
        return rows.compactMap { $0["title"] as? String }
    }
}
