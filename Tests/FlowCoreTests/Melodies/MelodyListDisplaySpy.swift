import FlowCore

/// Records every display request the melodies presenter makes, in order.
final class MelodyListDisplaySpy: MelodyListDisplaying {
    /// One display request.
    enum Event: Equatable {
        case loading
        case melodies([Melody])
        case loadError(MelodyServiceError)
    }

    private(set) var events: [Event] = []

    func showLoading() { events.append(.loading) }
    func showMelodies(_ melodies: [Melody]) { events.append(.melodies(melodies)) }
    func showLoadError(_ error: MelodyServiceError) { events.append(.loadError(error)) }
}
