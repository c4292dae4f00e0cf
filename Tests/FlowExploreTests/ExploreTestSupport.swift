import FlowModules
import FlowScript
import Foundation
@testable import FlowExplore

/// Explores the repository's flows with the built-in modules, `scripts` as the script root.
enum ExploreTestSupport {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func file(_ relativePath: String) -> URL {
        URL(fileURLWithPath: relativePath, relativeTo: root)
    }

    /// Explores `flow`. Unless a test sets its own, the time budget is an hour: under AddressSanitizer on a
    /// busy CI machine the default two minutes can run out, and a result cut by time is not the one tested.
    static func explore(
        _ flow: String, options: ExploreOptions = ExploreOptions(), limits: FlowScriptLimits = .default
    ) async throws -> ExploreResult {
        var options = options
        if options.timeBudget == ExploreOptions().timeBudget {
            options.timeBudget = .seconds(3600)
        }
        let explorer = FlowExplorer(
            flowFile: file(flow), modules: try FlowModuleRegistry(BuiltInModules.all),
            scriptRoots: [file("scripts")], limits: limits, options: options)
        return await explorer.explore()
    }

    /// The demo account, as examples/demo.inputs gives it.
    static func demoInputs() throws -> ExploreInputs {
        try ExploreInputs(contentsOf: file("examples/demo.inputs"))
    }
}

extension ExploreResult {
    /// The findings of `kind`.
    func findings(_ kind: ExploreFindingKind) -> [ExploreFinding] {
        findings.filter { $0.kind == kind }
    }

    /// The paths of every finding, as events lines joined by " > ".
    var paths: [String] {
        findings.map { $0.path.map(\.description).joined(separator: " > ") }
    }
}
