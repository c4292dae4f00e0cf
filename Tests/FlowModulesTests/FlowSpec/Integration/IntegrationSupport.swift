import FlowHostTestSupport
import FlowModules
import Foundation
@testable import FlowSpec

/// Paths and options shared by the runner's integration tests, which run real specs against real flows.
enum IntegrationSupport {
    /// The package's root folder: specs name flows relative to it, as `flowrun test` run there does.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    // The runner's bad-input fixtures, outside the default spec path.
    /// A fixture with two passing, one failing (`#failing`) and one pending scenario.
    static let greeting = "Tests/Fixtures/specs/greeting_spec.lua"
    /// A fixture that does not compile.
    static let syntaxError = "Tests/Fixtures/specs/syntax_error_spec.lua"
    /// A fixture whose scenarios raise errors.
    static let raises = "Tests/Fixtures/specs/raises_spec.lua"
    /// A fixture failing with a message of several lines that ends with blank lines, after a launch.
    static let multiline = "Tests/Fixtures/specs/multiline_spec.lua"
    /// A fixture that prints while declaring, and scenarios (and their flow) that print, one passing, one failing.
    static let prints = "Tests/Fixtures/specs/prints_spec.lua"
    /// A fixture that prints, then fails while declaring its scenarios.
    static let printsThenBreaks = "Tests/Fixtures/specs/prints_then_breaks_spec.lua"
    /// A fixture whose scenario names hold an escape sequence, a NUL and a vertical tab; one fails.
    static let controlNames = "Tests/Fixtures/specs/control_names_spec.lua"
    /// A fixture with a scenario that loops forever.
    static let neverFinishes = "Tests/Fixtures/specs/never_finishes_spec.lua"
    /// A flow that loops in a tap, a failing after_each after a failing body, an error with __tostring.
    static let failureReports = "Tests/Fixtures/specs/failure_reports_spec.lua"
    /// A scenario whose endless loop runs in a coroutine it resumes (catching the budget's error).
    static let caughtTimeout = "Tests/Fixtures/specs/caught_timeout_spec.lua"
    /// Scenarios driven by ``greetingSteps`` through `require("flowspec")`: two passing (one lists the DSL), the
    /// others tagged `#failing`: failing inside the helper (an expect, a Lua error, a timeout), failing in the
    /// spec after the helper's steps (an error, a timeout), launching a flow that requires `flowspec`.
    static let helpers = "Tests/Fixtures/specs/helpers_spec.lua"
    /// The helper module of ``helpers``, as reports name it.
    static let greetingSteps = "Tests/Fixtures/specs/helpers/greeting_steps.lua"
    /// A fixture calling a verb through ``greetingSteps`` while its file is collected.
    static let helperAtCollection = "Tests/Fixtures/specs/helper_at_collection_spec.lua"
    /// A fixture requiring `flowspec` beside a module file `flowspec.lua` of its own; one scenario passes, one
    /// reading a name only that file has fails.
    static let reservedName = "Tests/Fixtures/specs/reserved/reserved_name_spec.lua"

    /// Where `launch` finds flows (beside the spec, then the working directory) and the options it takes.
    static let launching = "Tests/Fixtures/specs/launching/launch_spec.lua"
    /// Calls the doubles record, held (`hold`) and released, and their count (`calls`).
    static let heldCalls = "Tests/Fixtures/specs/held_calls_spec.lua"
    /// The order of screen changes and announcements (`timeline`, `exhaustive("ordered")`) and `printed`; the
    /// `#failing` scenario asserts them out of order.
    static let timeline = "Tests/Fixtures/specs/timeline_spec.lua"

    /// Options for `paths`, with plain output; the working directory becomes the package root, where every
    /// test wants it.
    static func options(_ paths: [String]) -> AcceptanceOptions {
        _ = FileManager.default.changeCurrentDirectoryPath(packageRoot.path)
        var options = AcceptanceOptions()
        options.paths = paths
        options.modules = BuiltInModules.registry()
        return options
    }

    /// Runs the runner with `options`, returning whether it passed and what it wrote; its notes go to `notes`,
    /// a line each, and what spec files print while collected to `collectionOutput`.
    static func run(
        _ options: AcceptanceOptions, notes: OutputRecorder = OutputRecorder(),
        collectionOutput: OutputRecorder = OutputRecorder()
    ) async throws(AcceptanceRunError) -> (passed: Bool, output: OutputRecorder) {
        let output = OutputRecorder()
        let passed = try await AcceptanceRunner.run(
            options, note: { notes.write($0 + "\n") }, write: output.write, writeCollectionOutput: collectionOutput.write)
        return (passed, output)
    }
}
