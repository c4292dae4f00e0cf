// The `flowrun run --watch` benchmark (`scripts/bench-watch.sh`, from the package root).
//
// Prints, from one run:
//   save_to_screen  from a save of a script (scripts/login.lua, written to a temporary file and renamed over it,
//                   as editors save) to the end of the redrawn screen on flowrun's stdout, after the reload has
//                   replayed 20 events of the demo app (Benchmarks/Fixtures/watch-twenty.events): the median of
//                   SAVES saves; target <= 100 ms. Measured with inotify, and with FLOWRUN_WATCH=poll beside it.
//                   The 50 ms quiet window that ends a save's burst is part of it, by design.
//   floor           a fresh `flowrun run` of the same flow and 20 events without --watch, from the spawn to the
//                   exit (start-up, state, load, events, final screen): what a developer reruns without --watch.
// Saves are 150 to 249 ms apart (spread over the polling cycle), so each is a burst of its own. The flow, its scripts and the
// state live in a scratch copy: the repository's scripts are never written.
// Usage: watch-bench FLOWRUN [SAVES]   (SAVES defaults to 20)
import Foundation

struct BenchFailure: Error, CustomStringConvertible {
    let description: String
}

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: watch-bench FLOWRUN [SAVES]\n".utf8))
    exit(2)
}
let flowrun = URL(fileURLWithPath: arguments[1]).standardizedFileURL.path
let saves = arguments.count > 2 ? Int(arguments[2]) ?? 20 : 20
let repository = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let eventsFixture = repository.appendingPathComponent("Benchmarks/Fixtures/watch-twenty.events")

/// The median, the fastest and the 90th percentile of `samples`, in milliseconds.
func summary(_ samples: [Duration]) -> (median: Double, min: Double, p90: Double) {
    let sorted = samples.sorted().map { Double($0.components.seconds) * 1000 + Double($0.components.attoseconds) / 1e15 }
    return (sorted[sorted.count / 2], sorted[0], sorted[min(sorted.count - 1, (sorted.count * 9) / 10)])
}

/// A scratch copy of the demo app (examples/app.lua and scripts/) with the events file.
func makeScratch() throws -> URL {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("watch-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
        at: scratch.appendingPathComponent("examples"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
        at: repository.appendingPathComponent("examples/app.lua"), to: scratch.appendingPathComponent("examples/app.lua"))
    try FileManager.default.copyItem(
        at: repository.appendingPathComponent("scripts"), to: scratch.appendingPathComponent("scripts"))
    try FileManager.default.copyItem(at: eventsFixture, to: scratch.appendingPathComponent("twenty.events"))
    return scratch
}

/// The arguments of a run of the demo app with the 20 events.
func runArguments(state: String) -> [String] {
    ["run", "examples/app.lua", "--fresh", "--state", state, "--clock", "2024-01-01T00:00:00Z",
     "--events", "twenty.events", "--no-color"]
}

/// A flowrun process in `scratch`, its stdout a pipe.
func process(_ arguments: [String], in scratch: URL, environment: [String: String] = [:]) -> (Process, Pipe) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: flowrun)
    process.arguments = arguments
    process.currentDirectoryURL = scratch
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle(forWritingAtPath: "/dev/null")
    return (process, output)
}

/// The floor: fresh runs of the flow and its events without --watch, spawn to exit.
func measureFloor(in scratch: URL) throws -> [Duration] {
    let clock = ContinuousClock()
    var samples: [Duration] = []
    for _ in 0..<saves {
        let (run, output) = process(runArguments(state: scratch.appendingPathComponent("floor-state").path), in: scratch)
        let start = clock.now
        try run.run()
        _ = output.fileHandleForReading.readDataToEndOfFile()
        run.waitUntilExit()
        samples.append(clock.now - start)
        guard run.terminationStatus == 0 else { throw BenchFailure(description: "watch-bench: the floor run failed") }
    }
    return samples
}

/// Reads `handle` until its output holds `frames` screens (each ends its frame with one `┘`).
func waitForFrames(_ frames: Int, in received: inout [UInt8], from handle: FileHandle) throws {
    let corner: [UInt8] = Array("┘".utf8)
    func count() -> Int {
        var found = 0
        var index = 0
        while index + corner.count <= received.count {
            if received[index] == corner[0], Array(received[index..<(index + corner.count)]) == corner {
                found += 1
                index += corner.count
            } else {
                index += 1
            }
        }
        return found
    }
    while count() < frames {
        let data = handle.availableData
        guard !data.isEmpty else { throw BenchFailure(description: "watch-bench: flowrun --watch ended early") }
        received += data
    }
}

/// Saves of scripts/login.lua under a watch run, each timed to the end of the screen it redraws.
func measureWatch(in scratch: URL, environment: [String: String] = [:]) throws -> [Duration] {
    let (run, output) = process(
        runArguments(state: scratch.appendingPathComponent("watch-state").path) + ["--watch"], in: scratch,
        environment: environment)
    try run.run()
    defer {
        run.interrupt()
        run.waitUntilExit()
    }
    let handle = output.fileHandleForReading
    var received: [UInt8] = []
    try waitForFrames(1, in: &received, from: handle)
    let script = scratch.appendingPathComponent("scripts/login.lua")
    let original = try String(contentsOf: script, encoding: .utf8)
    let clock = ContinuousClock()
    var samples: [Duration] = []
    for save in 1...saves {
        // 150 to 249 ms apart, spread rather than fixed: a fixed gap would fall at the same point of the polling
        // watcher's 100 ms cycle every time.
        Thread.sleep(forTimeInterval: 0.15 + Double((save * 37) % 100) / 1000)
        let start = clock.now
        try (original + "-- save \(save)\n").write(to: script, atomically: true, encoding: .utf8)
        try waitForFrames(save + 1, in: &received, from: handle)
        samples.append(clock.now - start)
    }
    let screens = String(decoding: received, as: UTF8.self)
    guard screens.components(separatedBy: "│ Items").count - 1 == saves + 1 else {
        throw BenchFailure(description: "watch-bench: a replay did not reach the items list:\n\(screens)")
    }
    return samples
}

do {
    let scratch = try makeScratch()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let floor = summary(try measureFloor(in: scratch))
    let inotify = summary(try measureWatch(in: scratch))
    let polling = summary(try measureWatch(in: scratch, environment: ["FLOWRUN_WATCH": "poll"]))
    func row(_ name: String, _ value: (median: Double, min: Double, p90: Double)) -> String {
        name.padding(toLength: 32, withPad: " ", startingAt: 0)
            + String(format: "median %7.2f ms   min %7.2f ms   p90 %7.2f ms", value.median, value.min, value.p90)
    }
    print("flowrun run --watch: save -> redrawn screen after replaying 20 events, \(saves) saves (target <= 100 ms)")
    print(row("save_to_screen (inotify)", inotify))
    print(row("save_to_screen (polling)", polling))
    print(row("floor: fresh run, 20 events", floor))
    print(String(format: "ratio save_to_screen (inotify) / floor: %.2f", inotify.median / floor.median))
    print("target save_to_screen (inotify) median <= 100 ms: \(inotify.median <= 100 ? "met" : "NOT met")")
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
