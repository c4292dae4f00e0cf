import Synchronization
import Testing
@testable import FlowScript

/// The calls spec doubles record, and the calls a spec holds: a held call waits until released or abandoned.
@Suite("Service call log")
struct ServiceCallLogTests {
    private static let signIn = ServiceCall(module: "login", name: "sign_in", arguments: ["email": .string("a@b.c")])

    @Test("Calls are recorded in order, held or not, with their arguments")
    func callsAreRecordedInOrder() async throws {
        // Given
        let log = ServiceCallLog()

        // When
        try await log.record(Self.signIn)
        try await log.record(ServiceCall(module: "melodies", name: "fetch"))

        // Then
        #expect(log.calls.map(\.qualifiedName) == ["login.sign_in", "melodies.fetch"])
        #expect(log.calls.first?.arguments == ["email": .string("a@b.c")])
    }

    @Test("A held call waits, telling the wait handler, until released; the next call of its name does not wait")
    func heldCallWaitsUntilReleased() async throws {
        // Given
        let log = ServiceCallLog()
        let waits = Mutex<[String]>([])
        let answered = Mutex(false)
        log.onWait { name in waits.withLock { $0.append(name) } }
        log.hold("login.sign_in")

        // When
        let call = Task {
            try await log.record(Self.signIn)
            answered.withLock { $0 = true }
        }
        while log.waitingCalls.isEmpty {
            await Task.yield()
        }
        let answeredWhileWaiting = answered.withLock { $0 }
        let released = log.release()
        try await call.value
        try await log.record(Self.signIn)

        // Then
        #expect(!answeredWhileWaiting)
        #expect(released == ["login.sign_in"])
        #expect(answered.withLock { $0 })
        #expect(waits.withLock { $0 } == ["login.sign_in"])
        #expect(log.heldCalls.isEmpty && log.waitingCalls.isEmpty)
        #expect(log.calls.count == 2)
    }

    @Test("An abandoned wait fails the call as abandoned, naming it; calls held but not made stay held")
    func abandonedWaitFailsTheCall() async throws {
        // Given
        let log = ServiceCallLog()
        log.hold("login.sign_in")
        log.hold("melodies.fetch")
        let call = Task { try await log.record(Self.signIn) }
        while log.waitingCalls.isEmpty {
            await Task.yield()
        }

        // When
        let abandoned = log.abandonWaiting()

        // Then
        #expect(abandoned == ["login.sign_in"])
        await #expect(throws: ServiceCallError.abandoned(call: "login.sign_in")) { try await call.value }
        #expect(log.heldCalls == ["melodies.fetch"])
    }

    @Test("Releasing by name lets only the waiting calls of that name answer")
    func releaseByNameIsSelective() async throws {
        // Given
        let log = ServiceCallLog()
        log.hold("login.sign_in")

        // When
        let call = Task { try await log.record(Self.signIn) }
        while log.waitingCalls.isEmpty {
            await Task.yield()
        }
        let wrong = log.release("melodies.fetch")
        let right = log.release("login.sign_in")
        try await call.value

        // Then
        #expect(wrong.isEmpty)
        #expect(right == ["login.sign_in"])
    }
}
