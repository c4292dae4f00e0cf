import FlowScript
import FlowCore

/// The melodies API of a scenario (`services.melodies`): serves the built-in catalog or the melodies a spec
/// gives, and can fail its next fetch with a typed error (M1, M2). Each fetch is recorded in the scenario's
/// call log as `melodies.fetch`, where the spec can hold it.
final class ScriptedMelodyAPI: MelodyRemoteFetching {
    /// What fetches return.
    var melodies = SampleMelodyAPI.catalog
    private var nextFailure: MelodyServiceError?
    private let calls: CallRecorder

    /// Creates the API of a scenario recording its fetches through `calls`.
    init(calls: CallRecorder) {
        self.calls = calls
    }

    /// Makes the next fetch throw `error`; the one after answers normally again.
    func failNextFetch(with error: MelodyServiceError) {
        nextFailure = error
    }

    /// ``melodies``, or the failure set for this fetch, once the call log let the fetch through.
    /// - Throws: The failure set, or ``ServiceCallError/abandoned(call:)`` for a held fetch never released.
    func fetchMelodies() async throws -> [Melody] {
        try await calls.record(MelodiesModule.fetch)
        if let failure = nextFailure {
            nextFailure = nil
            throw failure
        }
        return melodies
    }
}
