import FlowModules
import FlowStore
import FlowTestSupport
import FlowScript
import Foundation
import Synchronization
import Testing

/// The watchdog reports work that overruns its wall-clock limit, and only that.
@Suite("Wall-clock watchdog")
struct WallClockWatchdogTests {
    @Test func workStillRunningAfterTheLimitIsReportedByItsLabel() async throws {
        // Given
        let reported = Mutex<[String]>([])
        let watchdog = WallClockWatchdog(limit: .milliseconds(50)) { label in reported.withLock { $0.append(label) } }

        // When
        let result = try await watchdog.watch("slow step") { () async throws -> Int in
            try await Task.sleep(for: .milliseconds(400))
            return 7
        }

        // Then
        #expect(result == 7)
        #expect(reported.withLock { $0 } == ["slow step"])
    }

    @Test func workThatFinishesInTimeIsNeverReported() async throws {
        // Given
        let reported = Mutex<[String]>([])
        let watchdog = WallClockWatchdog(limit: .milliseconds(100)) { label in reported.withLock { $0.append(label) } }

        // When
        await watchdog.watch("quick step") {}
        try await Task.sleep(for: .milliseconds(300))

        // Then
        #expect(reported.withLock { $0 }.isEmpty)
    }
}
