import Testing
@testable import FlowScript

@Suite("Pending work")
struct PendingWorkTests {
    struct JobError: Error, Equatable, CustomStringConvertible {
        let description: String
    }

    @Test func jobsRunInTheOrderQueuedOnlyWhenSettled() async throws {
        // Given
        let work = PendingWork()
        var ran: [String] = []
        work.enqueue("a") { ran.append("a") }
        work.enqueue("b") { ran.append("b") }
        let ranBeforeSettling = ran

        // When
        try await work.settle()

        // Then
        #expect(ranBeforeSettling == [])
        #expect(ran == ["a", "b"])
        #expect(work.isEmpty)
    }

    @Test func jobsQueuedByJobsRunBehindTheOthersInTheSameSettle() async throws {
        // Given
        let work = PendingWork()
        var ran: [String] = []
        work.enqueue("first") {
            ran.append("first")
            work.enqueue("third") { ran.append("third") }
        }
        work.enqueue("second") { ran.append("second") }

        // When
        try await work.settle()

        // Then
        #expect(ran == ["first", "second", "third"])
    }

    @Test func failuresAreCollectedAfterEveryJobRan() async throws {
        // Given
        let work = PendingWork()
        var ran: [String] = []
        work.enqueue("login: Sign In") { throw JobError(description: "server down") }
        work.enqueue("after") { ran.append("after") }
        work.report(JobError(description: "bad item"), from: "items.add on_create")

        // When
        let error = await #expect(throws: PendingWorkError.self) { try await work.settle() }

        // Then
        #expect(ran == ["after"])
        #expect(error == .failed([
            PendingWorkFailure(source: "items.add on_create", cause: JobError(description: "bad item")),
            PendingWorkFailure(source: "login: Sign In", cause: JobError(description: "server down")),
        ]))
        #expect(error?.description == "2 errors:\n1. items.add on_create: bad item\n2. login: Sign In: server down")
    }

    @Test func failuresAreReportedOnce() async throws {
        // Given
        let work = PendingWork()
        work.enqueue("job") { throw JobError(description: "boom") }
        let first = await #expect(throws: PendingWorkError.self) { try await work.settle() }

        // When
        await #expect(throws: Never.self) { try await work.settle() }

        // Then
        #expect(first == .failed([PendingWorkFailure(source: "job", cause: JobError(description: "boom"))]))
        #expect(work.isEmpty)
    }

    @Test func settlersRunUntilNoneDoesWork() async throws {
        // Given
        let work = PendingWork()
        var coroutineSteps = 3
        var log: [String] = []
        // Unowned: the queue owns its settlers (FlowApp's settler holds its queue weakly too).
        work.addSettler("scheduler") { [unowned work] in
            guard coroutineSteps > 0 else { return false }
            coroutineSteps -= 1
            log.append("resume")
            work.enqueue("job") { log.append("job") }
            return true
        }

        // When
        try await work.settle()

        // Then
        #expect(log == ["resume", "job", "resume", "job", "resume", "job"])
        #expect(work.count == 0)
    }

    @Test func aSettlerThatThrowsIsReportedByName() async throws {
        // Given
        let work = PendingWork()
        work.addSettler("lua coroutines") { throw JobError(description: "attempt to call a nil value") }

        // When
        let error = await #expect(throws: PendingWorkError.self) { try await work.settle() }

        // Then
        #expect(error == .failed([PendingWorkFailure(source: "lua coroutines", cause: JobError(description: "attempt to call a nil value"))]))
    }

    @Test func workThatNeverEndsIsReportedAndDropped() async throws {
        // Given
        let work = PendingWork(maxRounds: 10)
        func again() { work.enqueue("again") { again() } }
        again()

        // When
        let error = await #expect(throws: PendingWorkError.self) { try await work.settle() }

        // Then
        #expect(error == .didNotSettle(rounds: 10, droppedJobs: 1, failures: []))
        #expect(error?.description
            == "the flow kept starting new work, so it was stopped after 10 rounds (1 task dropped)")
        #expect(work.count == 0)
    }

    @Test func settlingFromInsideAJobIsRefused() async throws {
        // Given
        let work = PendingWork()
        var inner: PendingWorkError?
        work.enqueue("nested") {
            do throws(PendingWorkError) {
                try await work.settle()
            } catch {
                inner = error
            }
        }

        // When
        try await work.settle()

        // Then
        #expect(inner == .alreadySettling)
    }
}
