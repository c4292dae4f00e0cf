import FlowCore
import Testing

/// The builder's wiring, read through reflection (W1, W2).
@Suite("Melody list builder")
struct MelodyListBuilderTests {
    private let api = MelodyAPIDouble(result: .success(MelodyFixtures.remote))
    private let reachability = ManualNetworkReachability()
    private let cache = MelodyCacheDouble()

    @Test("W2: makeModule wires view, presenter and a service over the given sources")
    func makeModuleWiresEveryReference() throws {
        // Given / When
        let view = MelodyListBuilder.makeModule(cache: cache, api: api, reachability: reachability)
        // Then
        let presenter = try #require(Reflection.value(of: MelodyWiringKeys.presenter, in: view))
        let presentersView = try #require(Reflection.value(of: MelodyWiringKeys.view, in: presenter))
        #expect(presentersView === view)
        let service = try #require(Reflection.value(of: MelodyWiringKeys.service, in: presenter))
        #expect(Reflection.value(of: MelodyWiringKeys.api, in: service) === api)
        #expect(Reflection.value(of: MelodyWiringKeys.reachability, in: service) === reachability)
        #expect(Reflection.value(of: MelodyWiringKeys.cache, in: service) === cache)
    }

    @Test("W2: makeModule(service:) hands the presenter exactly that service")
    func makeModuleWithServiceUsesIt() throws {
        // Given
        let service = MelodyServiceDouble(result: .failure(.noData))
        // When
        let view = MelodyListBuilder.makeModule(service: service)
        // Then
        let presenter = try #require(Reflection.value(of: MelodyWiringKeys.presenter, in: view))
        #expect(Reflection.value(of: MelodyWiringKeys.serviceDouble, in: presenter) === service)
        #expect(Reflection.value(of: MelodyWiringKeys.view, in: presenter) === view)
    }

    @Test("W1: the presenter's view reference is weak: releasing the view empties it")
    func presentersViewIsWeak() throws {
        // Given
        var view: MelodyListView? = MelodyListBuilder.makeModule(cache: cache, api: api, reachability: reachability)
        // No local names the view, so setting `view` to nil drops its only strong reference.
        let presenter = try #require(view.flatMap { Reflection.value(of: MelodyWiringKeys.presenter, in: $0) })
        #expect(presenter.view != nil)
        // When
        view = nil
        // Then
        #expect(presenter.view == nil)
    }
}
