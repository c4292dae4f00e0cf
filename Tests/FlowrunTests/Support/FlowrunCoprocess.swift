import FlowHostTestSupport
import FlowTestSupport
import Foundation

/// The built `flowrun` driven the way another program drives it: its standard input and output are pipes,
/// so a test can write an event line, wait for the transcript step it produced, and only then write the next.
///
/// Every wait has a deadline, so a run that does not answer fails its test instead of hanging it; a process
/// still running when the value is released is ended.
final class FlowrunCoprocess {
    private let process: Process
    private let input = Pipe()
    private let output = Pipe()
    private let scratch: TemporaryDirectory
    private let errorPath: String
    /// Everything read from standard output so far.
    private var received: [UInt8] = []
    /// How much of ``received`` the waits for steps have consumed.
    private var consumed = 0

    /// Starts `flowrun` with `arguments` in `directory`, the package root by default.
    init(_ arguments: [String], in directory: URL = PackagePaths.root) throws {
        scratch = try TemporaryDirectory()
        errorPath = try scratch.write(Data(), to: "stderr")
        process = FlowrunProcess.process(arguments, in: directory, scratch: scratch)
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle(forWritingAtPath: errorPath)
        try process.run()
    }

    deinit {
        if process.isRunning {
            process.terminate()
        }
    }

    /// Writes `text` to the run's standard input.
    func send(_ text: String) throws {
        try input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
    }

    /// Closes the run's standard input: the end of its events.
    func closeInput() throws {
        try input.fileHandleForWriting.close()
    }

    /// Interrupts the run, as Ctrl-C does: the end of a `--watch` run.
    func interrupt() {
        process.interrupt()
    }

    /// What the run has written to standard error so far.
    var errors: String {
        (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
    }

    /// Waits until standard error holds `text`.
    /// - Returns: Standard error, or `nil` when `timeout` passed without it.
    func waitForErrors(containing text: String, within timeout: Duration = .seconds(30)) -> String? {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            let errors = errors
            if errors.contains(text) {
                return errors
            }
            // Standard output is read meanwhile, so a run writing much is never blocked on a full pipe.
            _ = readOutput(waiting: .milliseconds(50))
        }
        return nil
    }

    /// Waits until standard output holds `text` `count` times.
    /// - Returns: Standard output so far, or `nil` when `timeout` passed without it.
    func waitForOutput(
        containing text: String, times count: Int = 1, within timeout: Duration = .seconds(30)
    ) -> String? {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            let output = String(decoding: received, as: UTF8.self)
            if output.components(separatedBy: text).count > count {
                return output
            }
            guard readOutput(waiting: .milliseconds(50)) != nil else { return nil }
        }
        return nil
    }

    /// Waits for the next JSON transcript step that `matches`, skipping the others.
    /// - Returns: The step, or `nil` when the run ended or `timeout` passed without one.
    func step(
        within timeout: Duration = .seconds(30), where matches: (TranscriptLine) -> Bool
    ) throws -> TranscriptLine? {
        let deadline = ContinuousClock.now + timeout
        while true {
            while let newline = received[consumed...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = Data(received[consumed..<newline])
                consumed = newline + 1
                let step = try JSONDecoder().decode(TranscriptLine.self, from: line)
                if matches(step) {
                    return step
                }
            }
            guard ContinuousClock.now < deadline, readOutput(waiting: .milliseconds(100)) != nil else {
                return nil
            }
        }
    }

    /// Waits for the run to end.
    /// - Returns: What it did, everything it wrote included, or `nil` when it still runs after `timeout`.
    func waitForExit(within timeout: Duration = .seconds(30)) throws -> FlowrunResult? {
        let deadline = ContinuousClock.now + timeout
        // Standard output is read meanwhile, so a run writing much is never blocked on a full pipe.
        while process.isRunning {
            guard ContinuousClock.now < deadline else { return nil }
            _ = readOutput(waiting: .milliseconds(100))
        }
        while let count = readOutput(waiting: .zero), count > 0 {}
        return FlowrunResult(
            status: process.terminationStatus,
            wasSignalled: process.terminationReason == .uncaughtSignal,
            stdout: String(decoding: received, as: UTF8.self),
            stderr: try String(contentsOfFile: errorPath, encoding: .utf8))
    }

    /// Reads what standard output holds, waiting up to `wait` for something.
    /// - Returns: How many bytes were read (0 when none came in time), or `nil` once standard output has ended.
    private func readOutput(waiting wait: Duration) -> Int? {
        let descriptor = output.fileHandleForReading.fileDescriptor
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let (seconds, attoseconds) = wait.components
        guard poll(&request, 1, Int32(seconds * 1000 + attoseconds / 1_000_000_000_000_000)) > 0 else { return 0 }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 {
            return errno == EINTR ? 0 : nil
        }
        received += buffer[..<count]
        return count == 0 ? nil : count
    }
}
