import FlowScript
import Testing
@testable import FlowSpec

/// A module's or the store's failure in a spec keeps its cause and says what failed.
@Suite("Spec host errors keep their cause")
struct SpecHostErrorTests {
    private struct Jammed: Error, CustomStringConvertible {
        var description: String { "the double jammed" }
    }

    @Test("an error a module's double throws is the module's failure in its own words, not the store's")
    func moduleErrorsAreNotStoreFailures() {
        // When a double's work throws an error of its own
        let error = #expect(throws: SpecHostError.self) {
            try SpecHostError.run { throw Jammed() }
        }

        // Then it is kept as the module's failure and says only what the module said
        guard case .moduleFailed(let cause)? = error else { Issue.record("not a module failure: \(String(describing: error))"); return }
        #expect(cause is Jammed)
        #expect(error?.description == "the double jammed")
    }

    @Test("a module's refusal keeps the refusal")
    func refusalsKeepTheRefusal() {
        // When a double refuses its arguments
        let refusal = FlowValueError.unknownAction("services.login.fly")
        let error = #expect(throws: SpecHostError.self) {
            try SpecHostError.run { throw refusal }
        }

        // Then the refusal is the error's cause, worded as the module worded it
        guard case .moduleRefused(let kept)? = error else { Issue.record("not a refusal"); return }
        #expect(kept == refusal)
        #expect(error?.description == refusal.description)
    }
}
