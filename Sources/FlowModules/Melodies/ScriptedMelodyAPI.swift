import FlowScript
import FlowCore

/// The melodies API of a scenario (`services.melodies`): serves the built-in catalog or the melodies a spec
/// gives, and can fail its next fetch with a typed error (M1, M2).
final class ScriptedMelodyAPI: MelodyRemoteFetching {
    /// What fetches return.
    var melodies = SampleMelodyAPI.catalog
    private var nextFailure: MelodyServiceError?

    /// Makes the next fetch throw `error`; the one after answers normally again.
    func failNextFetch(with error: MelodyServiceError) {
        nextFailure = error
    }

    /// ``melodies``, or the failure set for this fetch.
    func fetchMelodies() async throws -> [Melody] {
        if let failure = nextFailure {
            nextFailure = nil
            throw failure
        }
        return melodies
    }
}
