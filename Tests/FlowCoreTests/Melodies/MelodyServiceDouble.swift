import FlowCore

/// A melodies service that answers with a set result, running `onCall` first so a test can see
/// what the view showed while the request was in flight.
final class MelodyServiceDouble: MelodyServicing {
    var result: Result<[Melody], MelodyServiceError>
    var onCall: (() -> Void)?
    private(set) var callCount = 0

    init(result: Result<[Melody], MelodyServiceError>) {
        self.result = result
    }

    func melodies() async throws(MelodyServiceError) -> [Melody] {
        callCount += 1
        onCall?()
        return try result.get()
    }
}
