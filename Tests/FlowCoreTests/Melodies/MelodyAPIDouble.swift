import FlowCore

/// An API client that answers with a set result and counts its calls.
final class MelodyAPIDouble: MelodyRemoteFetching {
    private let result: Result<[Melody], any Error>
    private(set) var callCount = 0

    init(result: Result<[Melody], any Error>) {
        self.result = result
    }

    func fetchMelodies() async throws -> [Melody] {
        callCount += 1
        return try result.get()
    }
}
