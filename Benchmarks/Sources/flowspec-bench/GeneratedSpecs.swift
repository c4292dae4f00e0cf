import BenchTiming
import Foundation
import LuaHost

/// Spec files the benchmark writes to a scratch folder: copies of one scenario, to time what one more scenario
/// adds to a run (the difference between a file of many copies and a file of one, divided by the extra copies),
/// and files of many one-line scenarios for the per-file scaling.
struct GeneratedSpecs {
    /// The scratch folder; ``remove()`` deletes it.
    let folder: URL

    /// Makes the scratch folder, with a copy of the acceptance suite's helper modules (the typical scenario
    /// requires `helpers.steps`).
    init() throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("flowspec-bench-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: URL(fileURLWithPath: "Tests/Acceptance/helpers", isDirectory: true),
            to: folder.appendingPathComponent("helpers", isDirectory: true))
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The scenario of `Tests/Acceptance/app_spec.lua` whose name starts with `name`, as written there, without
    /// its snapshot check (the generated files have no snapshot file).
    static func scenario(named name: String, in specFile: String) throws -> String {
        let text = try String(contentsOfFile: specFile, encoding: .utf8)
        guard let start = text.range(of: "  scenario(\"\(name)") else {
            throw GeneratedSpecsError(message: "no scenario \"\(name)\" in \(specFile)")
        }
        let rest = text[start.upperBound...]
        let end = rest.range(of: "\n  scenario(")?.lowerBound ?? rest.endIndex
        return String(text[start.lowerBound..<end]).split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("to_match_snapshot") }.joined(separator: "\n")
    }

    /// Writes `name`: a `describe` holding `copies` copies of `scenario` (its first `scenario("` made unique by a
    /// number), with `APP` and `steps` defined as app_spec.lua defines them; returns its path.
    func copies(of scenario: String, count copies: Int, name: String) throws -> String {
        var text = "local steps = require(\"helpers.steps\")\n"
        text += "local APP = \"\(FileManager.default.currentDirectoryPath)/examples/app.lua\"\n"
        text += "describe(\"copies\", function()\n"
        for copy in 0..<copies {
            text += scenario.replacingOccurrences(of: "scenario(\"", with: "scenario(\"\(copy) ") + "\n"
        }
        text += "end)\n"
        return try write(text, to: name)
    }

    /// The text of a spec file of `count` one-line scenarios in one `describe`.
    static func oneLiners(_ count: Int) -> String {
        var text = "describe(\"many\", function()\n"
        for number in 1...count {
            text += "  it(\"scenario \(number)\", function() expect(\(number)).to_equal(\(number)) end)\n"
        }
        return text + "end)\n"
    }

    /// Writes `text` to `name` in the folder; returns its path.
    func write(_ text: String, to name: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// The floor of collecting a file again for one of its scenarios: a fresh sandboxed state that loads the
    /// file's compiled chunk (as the run's chunk cache gives it) and runs its top level with `describe` calling
    /// its body and `it` doing nothing, then closes. Nanoseconds, median of `repetitions`.
    static func collectionFloor(of text: String, repetitions: Int) throws -> Double {
        let compiler = try LuaState()
        let bytecode = try compiler.load(text, name: "@generated_spec.lua").bytecode(name: "@generated_spec.lua")
        compiler.close()
        var times: [Double] = []
        for _ in 0..<repetitions {
            let start = BenchTiming.nanoseconds()
            let state = try LuaState()
            try state.run("describe = function(_, body) body() end; it = function() end", name: "=floor")
            try state.load(bytecode).call()
            state.close()
            times.append(BenchTiming.nanoseconds() - start)
        }
        return BenchTiming.median(times)
    }
}

/// A generated spec file that could not be written from the acceptance suite.
struct GeneratedSpecsError: Error, CustomStringConvertible {
    let message: String
    var description: String { "flowspec-bench: \(message)" }
}
