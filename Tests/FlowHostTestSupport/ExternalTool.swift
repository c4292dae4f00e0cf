import Foundation

/// Finds and runs the command-line tools tests check output with (lua5.4, luacheck, xmllint, dot, chromium).
public enum ExternalTool {
    /// Whether this is a CI run (`CI=true`): there a test whose tool is missing fails instead of being skipped,
    /// so a machine without the tool cannot pass the suite by running less of it.
    public static let isCI = ProcessInfo.processInfo.environment["CI"] == "true"

    /// Whether a test needing `name` runs: when it is installed, and always in CI.
    public static func runsTests(needing name: String) -> Bool {
        path(of: name) != nil || isCI
    }

    /// The path of `name` on `PATH`, or nil when it is not installed.
    public static func path(of name: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return folders
            .map { "\($0)/\(name)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `tool` with `arguments` and returns its exit status and combined output.
    public static func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
