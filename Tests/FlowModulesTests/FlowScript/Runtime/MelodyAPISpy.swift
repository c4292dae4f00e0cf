import FlowModules
import FlowStore
import FlowTestSupport
import FlowCore

/// A melodies API double: answers with `melodies` or throws `failure`, counting calls.
final class MelodyAPISpy: MelodyRemoteFetching {
    var melodies: [Melody]
    var failure: (any Error)?
    private(set) var fetchCount = 0

    init(melodies: [Melody] = [], failure: (any Error)? = nil) {
        self.melodies = melodies
        self.failure = failure
    }

    func fetchMelodies() async throws -> [Melody] {
        fetchCount += 1
        if let failure {
            throw failure
        }
        return melodies
    }
}
