import FlowScript
import Foundation

/// Draws DOT text as SVG or PNG with Graphviz's `dot`, found on PATH.
struct GraphvizRenderer {
    /// The `dot` executable, or nil when Graphviz is not installed.
    let executable: URL?

    /// Looks `dot` up on `PATH`.
    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        executable = folders.lazy
            .map { URL(fileURLWithPath: $0).appendingPathComponent("dot") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs `dot -T<format> -o path` on `dot`.
    /// - Returns: nil when it succeeded, else its exit status and what it wrote to stderr.
    func render(_ dot: String, format: String, to path: String) -> (status: Int32, message: String)? {
        guard let executable else { return (127, "dot is not installed") }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["-T\(format)", "-o", path]
        let input = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return (127, POSIXReason.text(of: error))
        }
        input.fileHandleForWriting.write(Data(dot.utf8))
        try? input.fileHandleForWriting.close()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus != 0 else { return nil }
        let text = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return (process.terminationStatus, text)
    }
}
