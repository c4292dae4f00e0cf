import FlowHostTestSupport
import FlowStore
import Testing
@testable import FlowScript

/// Errors that keep their causes compare the causes, not the words they print as.
@Suite("Flow errors are equal by their cases and causes")
struct FlowErrorEqualityTests {
    private struct Declined: Error, Equatable, CustomStringConvertible {
        var code: Int
        var description: String { "declined" }
    }

    private struct Other: Error, CustomStringConvertible {
        var description: String { "declined" }
    }

    @Test("two failed events whose causes print alike but differ are not equal")
    func causesThatPrintAlikeDiffer() {
        // Given two failures of one event whose causes both print "declined"
        let first = FlowDriverError.eventFailed(event: .back, line: 3, source: nil, problems: [.failed(Declined(code: 1))])
        let second = FlowDriverError.eventFailed(event: .back, line: 3, source: nil, problems: [.failed(Declined(code: 2))])
        let third = FlowDriverError.eventFailed(event: .back, line: 3, source: nil, problems: [.failed(Other())])

        // Then they print the same but are not equal, while the same cause is
        #expect(first.description == second.description && first.description == third.description)
        #expect(first != second)
        #expect(first != third)
        #expect(first == .eventFailed(event: .back, line: 3, source: nil, problems: [.failed(Declined(code: 1))]))
    }

    @Test("pending work failures keep the error they threw")
    func pendingWorkKeepsTheCause() async {
        // Given a job that throws a typed error
        let work = PendingWork()
        work.enqueue("job") { throw Declined(code: 7) }

        // When the work settles
        let error = await #expect(throws: PendingWorkError.self) { try await work.settle() }

        // Then the failure holds that error itself
        guard case .failed(let failures)? = error else { Issue.record("no failure"); return }
        #expect(failures.map { $0.cause as? Declined } == [Declined(code: 7)])
    }

    @Test("a module's migration registered twice keeps the schema's error")
    func duplicateMigrationKeepsTheSchemaError() {
        // Given a module set with a migration registered twice (the counter, and one with its migration again)
        let error = #expect(throws: FlowModuleError.self) {
            try FlowModuleRegistry([TwiceMigratedModule()])
        }

        // Then the registry's error is the schema's, as it was thrown
        #expect(error == .schema(.duplicateMigration("twice/v1")))
    }
}

/// A module that registers one migration twice.
private struct TwiceMigratedModule: FlowModule {
    var contract: ModuleContract {
        let migration = StoreMigration(module: "twice", name: "v1") { _ in }
        return ModuleContract("twice", "Migrates twice.", launch: { _ in TwiceMigratedInstance() }) { module in
            module.migrations(migration, migration)
        }
    }
}

private final class TwiceMigratedInstance {}
