import FlowHostTestSupport
import FlowTestSupport
import Foundation

/// Runs the built `flowrun` binary as a user would, and captures what it did.
enum FlowrunProcess {
    /// Runs `flowrun` with `arguments` in `directory`, feeding it `input` on standard input.
    ///
    /// Outputs go to temporary files rather than pipes, so a chatty run cannot fill a pipe and block.
    /// The environment is the test process's, without `NO_COLOR`, with `XDG_STATE_HOME` pointed at a
    /// throwaway folder so that a run without `--state` never touches the user's real state.
    /// - Parameters:
    ///   - arguments: The arguments after `flowrun`.
    ///   - input: Standard input's bytes; empty by default (and never a terminal).
    ///   - environment: Variables to add or override.
    ///   - directory: The working directory; the package root by default, so `./scripts` is a root
    ///     and messages name `scripts/...` paths.
    ///   - outputPath: Where standard output goes (`/dev/full`, say); a file read back into the result's
    ///     `stdout` by default.
    static func run(
        _ arguments: [String],
        input: Data = Data(),
        environment: [String: String] = [:],
        in directory: URL = PackagePaths.root,
        outputPath: String? = nil
    ) throws -> FlowrunResult {
        let scratch = try TemporaryDirectory()
        let inputPath = try scratch.write(input, to: "stdin")
        let outputPath = try outputPath ?? scratch.write(Data(), to: "stdout")
        let errorPath = try scratch.write(Data(), to: "stderr")

        let process = Self.process(arguments, environment: environment, in: directory, scratch: scratch)
        process.standardInput = FileHandle(forReadingAtPath: inputPath)
        process.standardOutput = FileHandle(forWritingAtPath: outputPath)
        process.standardError = FileHandle(forWritingAtPath: errorPath)
        try process.run()
        process.waitUntilExit()

        return FlowrunResult(
            status: process.terminationStatus,
            wasSignalled: process.terminationReason == .uncaughtSignal,
            stdout: (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "",
            stderr: try String(contentsOfFile: errorPath, encoding: .utf8))
    }

    /// A `flowrun` process not started yet, with `arguments` in `directory`, its environment the test
    /// process's without `NO_COLOR`, with `XDG_STATE_HOME` in `scratch`, and `environment` added.
    static func process(
        _ arguments: [String], environment: [String: String] = [:], in directory: URL, scratch: TemporaryDirectory
    ) -> Process {
        // A run that ends early (one refusing its input, one the kill test kills) must fail a write to its
        // input, not end the test runner with SIGPIPE: every test that writes to a flowrun makes it here first.
        signal(SIGPIPE, SIG_IGN)
        let process = Process()
        process.executableURL = PackagePaths.flowrunBinary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var variables = ProcessInfo.processInfo.environment
        variables["NO_COLOR"] = nil
        variables["XDG_STATE_HOME"] = scratch.path("xdg-state")
        variables.merge(environment) { _, new in new }
        process.environment = variables
        return process
    }

    /// Runs `flowrun` with the event lines `events` on standard input (the events mode).
    static func run(
        _ arguments: [String], events: String, environment: [String: String] = [:], in directory: URL = PackagePaths.root
    ) throws -> FlowrunResult {
        try run(arguments, input: Data(events.utf8), environment: environment, in: directory)
    }

    /// Runs `flowrun` with `arguments` in `directory` and stops it with SIGTERM after `seconds`, as a user's
    /// Ctrl-C or a CI timeout would; standard output is dropped.
    static func runStopped(
        _ arguments: [String], in directory: URL = PackagePaths.root, after seconds: TimeInterval
    ) throws -> FlowrunResult {
        let scratch = try TemporaryDirectory()
        let errorPath = try scratch.write(Data(), to: "stderr")
        let process = Self.process(arguments, in: directory, scratch: scratch)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle(forWritingAtPath: errorPath)
        try process.run()
        Thread.sleep(forTimeInterval: seconds)
        process.terminate()
        process.waitUntilExit()
        return FlowrunResult(
            status: process.terminationStatus, wasSignalled: process.terminationReason == .uncaughtSignal,
            stdout: "", stderr: try String(contentsOfFile: errorPath, encoding: .utf8))
    }
}
