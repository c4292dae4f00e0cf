import Testing
@testable import FlowCore

@Suite("Items add navigator")
struct ItemsAddNavigatorTests {
    @Test("I5: going back pops Add")
    func goBackPops() throws {
        // Given
        let navigation = NavigationSpy()
        let navigator = ItemsAddNavigator(navigation: navigation)

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
