@testable import FlowModules
import GRDB
import FlowStore
import FlowTestSupport
import FlowCore
import Testing
@testable import FlowScript

@Suite("State file failures in the user's words")
struct StateFileErrorTests {
    /// An items store and melodies cache whose every call fails as the state file's store fails with
    /// SQLite's `reason`.
    final class FailingStateFile: ItemsStoring, MelodyCaching {
        let reason: String
        let code: ResultCode?

        init(reason: String, code: ResultCode? = nil) {
            self.reason = reason
            self.code = code
        }

        private func fail(_ operation: String) -> AppStateStoreError {
            .operationFailed(path: "/home/ada/flowhost.sqlite", operation: operation, code: code, reason: reason)
        }

        func loadItems() throws -> [Item] { throw fail("loadItems()") }
        func saveItem(_ item: Item) throws { throw fail("saveItem(_:)") }
        func deleteAllItems() throws { throw fail("deleteAllItems()") }
        func cachedMelodies() throws -> [Melody] { throw fail("cachedMelodies()") }
        func cacheMelodies(_ melodies: [Melody]) throws { throw fail("cacheMelodies(_:)") }
    }

    @Test(arguments: [
        ("attempt to write a readonly database", ResultCode.SQLITE_READONLY,
         "the state file /home/ada/flowhost.sqlite is read-only"),
        ("database is locked", .SQLITE_BUSY, "the state file /home/ada/flowhost.sqlite is locked by another program"),
        ("database or disk is full", .SQLITE_FULL, "the disk holding the state file /home/ada/flowhost.sqlite is full"),
        ("database disk image is malformed", .SQLITE_CORRUPT,
         "the state file /home/ada/flowhost.sqlite is damaged (database disk image is malformed)"),
        ("no such table: item", .SQLITE_ERROR,
         "the state file /home/ada/flowhost.sqlite cannot be used (no such table: item)"),
        ("attempt to write a readonly database", .SQLITE_READONLY_DBMOVED,
         "the state file /home/ada/flowhost.sqlite is read-only"),
    ])
    func sqliteFailuresAreNamedByTheirResultCode(reason: String, code: ResultCode, expected: String) {
        // Given
        let error = AppStateStoreError.operationFailed(
            path: "/home/ada/flowhost.sqlite", operation: "saveItem(_:)", code: code, reason: reason)

        // When
        let reworded = StateFileError(error)

        // Then
        #expect(reworded?.description == expected)
    }

    @Test func failuresToOpenTheStoreAreLeftToFlowrun() {
        #expect(StateFileError(.cannotOpen(path: "/x", reason: "it is a directory")) == nil)
    }

    @Test("I7: a save refused by a read-only state file reads 'cannot save the item: the state file ... is read-only'")
    func readOnlySaveIsShownInTheUsersWords() throws {
        // Given
        let store = StateFileItemsStore(FailingStateFile(reason: "attempt to write a readonly database", code: .SQLITE_READONLY))
        let items = ItemsDataSource(store: store)
        let scene = ItemsAddBuilder.makeModule(with: nil, dataSource: items, navigation: NavigationStack())
        let adapter = ItemsAddScreenAdapter(view: scene)
        scene.setTitle("Milk")

        // When
        scene.tapSave()

        // Then
        #expect(adapter.render().labels.last
            == "cannot save the item: the state file /home/ada/flowhost.sqlite is read-only")
    }

    @Test("I3: a list that cannot load says so, naming the state file")
    func lockedLoadIsShownInTheUsersWords() throws {
        // Given
        let items = ItemsDataSource(store: StateFileItemsStore(FailingStateFile(reason: "database is locked", code: .SQLITE_BUSY)))
        let scene = ItemsListBuilder.makeModule(dataSource: items, navigation: NavigationStack())

        // When
        scene.viewDidLoad()

        // Then
        #expect(ItemsListScreenAdapter(view: scene).render().labels
            == ["cannot load the items: the state file /home/ada/flowhost.sqlite is locked by another program"])
    }

    @Test("M3: a melodies cache that cannot be written names the state file")
    func melodyCacheFailureNamesTheStateFile() throws {
        // Given
        let cache = StateFileMelodyCache(FailingStateFile(reason: "attempt to write a readonly database", code: .SQLITE_READONLY))

        // When
        let error = #expect(throws: StateFileError.self) { try cache.cacheMelodies([]) }

        // Then
        #expect(error == .readOnly(path: "/home/ada/flowhost.sqlite"))
    }
}
