import Testing
@testable import FlowCore

@Suite("Items details navigator")
struct ItemsDetailsNavigatorTests {
    @Test("Going back pops Details")
    func goBackPops() throws {
        // Given
        let navigation = NavigationSpy()
        let navigator = ItemsDetailsNavigator(navigation: navigation)

        // When
        navigator.goBack()

        // Then
        let request = try #require(navigation.requests.first)
        guard case .pop = request else {
            Issue.record("expected a pop, got \(request)")
            return
        }
        #expect(navigation.requests.count == 1)
    }
}
