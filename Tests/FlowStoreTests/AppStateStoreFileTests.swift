import FlowHostTestSupport
import Foundation
import GRDB
import Testing
@testable import FlowStore
import FlowCore
import FlowTestSupport

/// The file-backed store: reopening, migrating, creating its directory, durability settings.
struct AppStateStoreFileTests {
    private let item1 = Item(id: "i1", title: "First", isEnabled: true, date: Date(timeIntervalSince1970: 1_700_000_000.123456))
    private let item2 = Item(id: "i2", title: "Second", isEnabled: false, date: Date(timeIntervalSince1970: 1_700_000_100.5))
    private let melodies = [
        Melody(id: "m1", title: "Clair de lune", artist: "Debussy"),
        Melody(id: "m2", title: "Gymnopédie No. 1", artist: "Satie"),
    ]

    @Test("O5: every protocol's data survives closing the store and reopening its file")
    func reopenAfterWriteReadsEverythingBack() throws {
        // Given
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let first = try AppStateStore(directory: directory.url)
        try first.recordOnboardingCompleted()
        try first.saveItem(item1)
        try first.saveItem(item2)
        try first.cacheMelodies(melodies)
        try first.saveToken("token-123")
        try first.close()

        // When
        let reopened = try AppStateStore(directory: directory.url)

        // Then
        #expect(try reopened.isOnboardingCompleted())
        #expect(try reopened.loadItems() == [item1, item2])
        #expect(try reopened.cachedMelodies() == melodies)
        #expect(try reopened.loadToken() == "token-123")
        #expect(try reopened.persistedState()
            == PersistedState(onboardingCompleted: true, items: [item1, item2], cachedMelodies: melodies, hasToken: true))
    }

    @Test("A write that returned is visible to a second store opened on the file while the first is still open")
    func returnedWriteIsVisibleToAnotherConnection() throws {
        // Given
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let writerStore = try AppStateStore(directory: directory.url)

        // When
        try writerStore.saveItem(item1)
        let readerStore = try AppStateStore(directory: directory.url)

        // Then
        #expect(try readerStore.loadItems() == [item1])
        try writerStore.close()
        try readerStore.close()
    }

    @Test("Files left by a process that never closed the store (file and WAL as a crash leaves them) keep every returned write")
    func stateLeftByCrashedProcessKeepsReturnedWrites() throws {
        // Given
        let running = try TemporaryDirectory()
        defer { running.remove() }
        let afterCrash = try TemporaryDirectory()
        defer { afterCrash.remove() }
        let store = try AppStateStore(directory: running.url)
        try store.saveItem(item1)
        try store.saveToken("kept")

        // When
        for suffix in ["", "-wal"] {
            try FileManager.default.copyItem(
                atPath: running.stateFile.path + suffix, toPath: afterCrash.stateFile.path + suffix)
        }
        let recovered = try AppStateStore(directory: afterCrash.url)

        // Then
        #expect(try recovered.persistedState() == PersistedState(items: [item1], hasToken: true))
        try store.close()
    }

    @Test("An empty (0-byte) file is migrated to the current schema and then works")
    func emptyFileIsMigrated() throws {
        // Given
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        #expect(FileManager.default.createFile(atPath: directory.stateFile.path, contents: Data()))

        // When
        let store = try AppStateStore(directory: directory.url)
        try store.saveToken("t")

        // Then
        let userVersion = try store.writer.read { db in try Int.fetchOne(db, sql: "PRAGMA user_version") }
        #expect(userVersion == AppStateStore.schemaVersion)
        #expect(try store.persistedState() == PersistedState(hasToken: true))
    }

    @Test("Opening creates a missing state directory, parents included")
    func openingCreatesMissingDirectory() throws {
        // Given
        let root = try TemporaryDirectory()
        defer { root.remove() }
        let nested = root.url.appendingPathComponent("a/b/flowhost", isDirectory: true)

        // When
        let store = try AppStateStore(directory: nested)

        // Then
        #expect(store.location == nested.appendingPathComponent(AppStateStore.fileName).path)
        #expect(FileManager.default.fileExists(atPath: store.location))
    }

    @Test("The file store writes through WAL with synchronous NORMAL unless FULL durability is asked for",
          arguments: [(StoreDurability.normal, 1), (.full, 2)])
    func fileStoreUsesWalWithTheDurabilitysSync(durability: StoreDurability, expected: Int) throws {
        // Given
        let directory = try TemporaryDirectory()
        defer { directory.remove() }

        // When
        let store = try AppStateStore(
            directory: directory.url, schema: AppStateStore.builtInSchema, durability: durability)
        let (journalMode, synchronous) = try store.writer.writeWithoutTransaction { db in
            (try String.fetchOne(db, sql: "PRAGMA journal_mode"), try Int.fetchOne(db, sql: "PRAGMA synchronous"))
        }

        // Then
        #expect(journalMode == "wal")
        #expect(synchronous == expected, "1 is NORMAL, 2 is FULL")
    }

    @Test("Opening a file that is already migrated writes nothing to it")
    func reopeningAMigratedFileCommitsNothing() throws {
        // Given
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try AppStateStore(directory: directory.url).close()

        // When
        let store = try AppStateStore(directory: directory.url)

        // Then: no transaction of the open wrote a frame to the WAL
        let wal = directory.url.appendingPathComponent(AppStateStore.fileName + "-wal").path
        let size = try FileManager.default.attributesOfItem(atPath: wal)[.size] as? Int
        #expect(size == 0)
        try store.close()
    }

    @Test("Items come back oldest first, with dates exact to the sub-second")
    func itemsKeepInsertionOrderAndExactDates() throws {
        // Given
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = try AppStateStore(directory: directory.url)
        let dates = [1_000_000_000.987654321, 1.5, 2_000_000_000.000001].map { Date(timeIntervalSinceReferenceDate: $0) }
        let items = dates.enumerated().map { Item(id: "z\(3 - $0.offset)", title: "T\($0.offset)", date: $0.element) }

        // When
        for item in items { try store.saveItem(item) }

        // Then
        #expect(try store.loadItems() == items)
    }
}
