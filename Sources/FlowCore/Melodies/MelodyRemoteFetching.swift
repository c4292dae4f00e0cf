/// The melodies API client.
public protocol MelodyRemoteFetching: AnyObject {
    /// Downloads the current melodies.
    /// - Throws: `MelodyServiceError.noNetwork` when the request failed for lack of a connection;
    ///   any other error is reported by the service as `MelodyServiceError.unknownError`.
    func fetchMelodies() async throws -> [Melody]
}
