import FlowHostTestSupport
import FlowModules
import FlowStore
import FlowTestSupport
import Foundation
import Testing
import FlowCore

/// What each protocol stores and returns, on in-memory stores.
struct AppStateStoreContentTests {
    @Test("O4/O5: onboarding reads as not completed until it is recorded")
    func onboardingIsCompletedOnlyOnceRecorded() throws {
        // Given
        let store = try AppStateStore.inMemory()
        #expect(try !store.isOnboardingCompleted())

        // When
        try store.recordOnboardingCompleted()
        try store.recordOnboardingCompleted()

        // Then
        #expect(try store.isOnboardingCompleted())
    }

    @Test("L4: a saved token reads back, a new one replaces it, and clearing leaves none")
    func tokenSaveReplaceAndClear() throws {
        // Given
        let store = try AppStateStore.inMemory()
        #expect(try store.loadToken() == nil)
        try store.saveToken("first")

        // When
        try store.saveToken("second")
        let replaced = try store.loadToken()
        try store.clearToken()

        // Then
        #expect(replaced == "second")
        #expect(try store.loadToken() == nil)
        #expect(try !store.persistedState().hasToken)
    }

    @Test("Saving an item with a stored id replaces it in place, keeping its position")
    func savingItemWithSameIdReplacesItInPlace() throws {
        // Given
        let store = try AppStateStore.inMemory()
        let date = Date(timeIntervalSince1970: 1_600_000_000)
        let first = Item(id: "a", title: "Milk", isEnabled: true, date: date)
        let second = Item(id: "b", title: "Bread", isEnabled: true, date: date)
        try store.saveItem(first)
        try store.saveItem(second)

        // When
        let edited = Item(id: "a", title: "Oat milk", isEnabled: false, date: date.addingTimeInterval(60))
        try store.saveItem(edited)

        // Then
        #expect(try store.loadItems() == [edited, second])
    }

    @Test("I6: deleting all items leaves none, and later items are stored afresh")
    func deleteAllItemsRemovesEveryItem() throws {
        // Given
        let store = try AppStateStore.inMemory()
        try store.saveItem(Item(id: "a", title: "A"))
        try store.saveItem(Item(id: "b", title: "B"))

        // When
        try store.deleteAllItems()

        // Then
        #expect(try store.loadItems().isEmpty)
        let later = Item(id: "a", title: "A again")
        try store.saveItem(later)
        #expect(try store.loadItems() == [later])
    }

    @Test("M1: caching melodies replaces the whole previous cache and keeps the new order")
    func cachingMelodiesReplacesThePreviousCache() throws {
        // Given
        let store = try AppStateStore.inMemory()
        #expect(try store.cachedMelodies().isEmpty)
        try store.cacheMelodies([
            Melody(id: "1", title: "Old one", artist: "X"),
            Melody(id: "2", title: "Old two", artist: "X"),
            Melody(id: "3", title: "Old three", artist: "X"),
        ])
        let fresh = [
            Melody(id: "9", title: "Nine", artist: "Y"),
            Melody(id: "1", title: "One, renamed", artist: "Y"),
        ]

        // When
        try store.cacheMelodies(fresh)

        // Then
        #expect(try store.cachedMelodies() == fresh)
    }

    @Test("Caching an empty list empties the cache")
    func cachingEmptyListEmptiesTheCache() throws {
        // Given
        let store = try AppStateStore.inMemory()
        try store.cacheMelodies([Melody(id: "1", title: "One", artist: "X")])

        // When
        try store.cacheMelodies([])

        // Then
        #expect(try store.cachedMelodies().isEmpty)
    }

    @Test("Reset (flowrun --fresh) empties every table, and the store keeps working")
    func resetClearsEverything() throws {
        // Given
        let store = try AppStateStore.inMemory()
        try store.recordOnboardingCompleted()
        try store.saveItem(Item(id: "a", title: "A"))
        try store.cacheMelodies([Melody(id: "1", title: "One", artist: "X")])
        try store.saveToken("t")

        // When
        try store.reset()

        // Then
        #expect(try store.persistedState() == PersistedState())
        try store.saveToken("after")
        #expect(try store.loadToken() == "after")
    }

    @Test("Reset of a file store persists: reopening shows an empty store")
    func resetOfFileStoreSurvivesReopening() throws {
        // Given
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = try AppStateStore(directory: directory.url)
        try store.recordOnboardingCompleted()
        try store.saveItem(Item(id: "a", title: "A"))

        // When
        try store.reset()
        try store.close()

        // Then
        #expect(try AppStateStore(directory: directory.url).persistedState() == PersistedState())
    }

    @Test("In-memory stores share nothing with each other")
    func inMemoryStoresAreIsolated() throws {
        // Given
        let written = try AppStateStore.inMemory()
        let other = try AppStateStore.inMemory()

        // When
        try written.recordOnboardingCompleted()
        try written.saveItem(Item(id: "a", title: "A"))
        try written.saveToken("t")

        // Then
        #expect(try other.persistedState() == PersistedState())
        #expect(written.location == ":memory:")
    }

    @Test("A closed store reports which operation failed, on which location")
    func closedStoreFailsNamingTheOperation() throws {
        // Given
        let store = try AppStateStore.inMemory()
        try store.close()

        // When
        let error = #expect(throws: AppStateStoreError.self) { try store.saveToken("t") }

        // Then
        guard case .operationFailed(let path, let operation, _, _) = try #require(error) else {
            Issue.record("expected operationFailed, got \(String(describing: error))")
            return
        }
        #expect(path == ":memory:")
        #expect(operation == "saveToken(_:)")
    }
}
