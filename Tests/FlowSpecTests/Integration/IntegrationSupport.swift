import Foundation
@testable import FlowSpec

/// Paths and options shared by the runner's integration tests, which run real specs against real flows.
enum IntegrationSupport {
    /// The package's root folder: specs name flows relative to it, as `flowrun test` run there does.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The runner's bad-input fixtures, outside the default spec path.
    static let fixtures = "Tests/Fixtures/specs"
    /// A fixture with two passing, one failing (`#failing`) and one pending scenario.
    static let greeting = "Tests/Fixtures/specs/greeting_spec.lua"
    /// A fixture that does not compile.
    static let syntaxError = "Tests/Fixtures/specs/syntax_error_spec.lua"
    /// A fixture whose scenarios raise errors.
    static let raises = "Tests/Fixtures/specs/raises_spec.lua"
    /// A fixture with a scenario that loops forever.
    static let neverFinishes = "Tests/Fixtures/specs/never_finishes_spec.lua"

    /// Options for `paths`, with plain output; the working directory becomes the package root, where every
    /// test wants it.
    static func options(_ paths: [String]) -> AcceptanceOptions {
        _ = FileManager.default.changeCurrentDirectoryPath(packageRoot.path)
        var options = AcceptanceOptions()
        options.paths = paths
        return options
    }

    /// Runs the runner with `options`, returning whether it passed and what it wrote; its notes go to `notes`,
    /// a line each.
    static func run(
        _ options: AcceptanceOptions, notes: OutputRecorder = OutputRecorder()
    ) async throws(AcceptanceRunError) -> (passed: Bool, output: OutputRecorder) {
        let output = OutputRecorder()
        let passed = try await AcceptanceRunner.run(options, note: { notes.write($0 + "\n") }, write: output.write)
        return (passed, output)
    }
}
