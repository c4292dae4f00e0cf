import FlowCore
import Testing

/// The presenter over a service double (M3), as the article tests it.
@Suite("Melody list presenter")
struct MelodyListPresenterTests {
    private let view = MelodyListDisplaySpy()

    private func makePresenter(service: MelodyServiceDouble) -> MelodyListPresenter {
        let presenter = MelodyListPresenter(service: service)
        presenter.view = view
        return presenter
    }

    @Test("M3: a successful fetch shows the melodies")
    func successShowsMelodies() async {
        // Given
        let presenter = makePresenter(service: MelodyServiceDouble(result: .success(MelodyFixtures.remote)))
        // When
        await presenter.fetchMelodies()
        // Then
        #expect(view.events == [.loading, .melodies(MelodyFixtures.remote)])
    }

    @Test("M3: a failed fetch shows the typed error, noNetwork")
    func failureShowsTypedError() async {
        // Given
        let presenter = makePresenter(service: MelodyServiceDouble(result: .failure(.noNetwork)))
        // When
        await presenter.fetchMelodies()
        // Then
        #expect(view.events == [.loading, .loadError(.noNetwork)])
    }

    @Test("M3: loading is on display while the service works")
    func loadingShownBeforeServiceAnswers() async {
        // Given
        let service = MelodyServiceDouble(result: .success(MelodyFixtures.remote))
        var eventsDuringCall: [MelodyListDisplaySpy.Event] = []
        service.onCall = { eventsDuringCall = view.events }
        let presenter = makePresenter(service: service)
        // When
        await presenter.fetchMelodies()
        // Then
        #expect(eventsDuringCall == [.loading])
    }

    @Test("viewDidLoad shows loading without calling the service")
    func viewDidLoadShowsLoadingOnly() {
        // Given
        let service = MelodyServiceDouble(result: .success(MelodyFixtures.remote))
        let presenter = makePresenter(service: service)
        // When
        presenter.viewDidLoad()
        // Then
        #expect(view.events == [.loading])
        #expect(service.callCount == 0)
    }

    @Test("A view released during the fetch is not kept alive, and the fetch still completes")
    func viewReleasedDuringFetchIsNotRetained() async {
        // Given
        let service = MelodyServiceDouble(result: .success(MelodyFixtures.remote))
        var spy: MelodyListDisplaySpy? = MelodyListDisplaySpy()
        weak let released = spy
        let presenter = MelodyListPresenter(service: service)
        presenter.view = spy
        service.onCall = { spy = nil }
        // When
        await presenter.fetchMelodies()
        // Then
        #expect(service.callCount == 1)
        #expect(released == nil)
        #expect(presenter.view == nil)
    }
}
