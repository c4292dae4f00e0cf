import FlowCore
import FlowHostTestSupport
import FlowModules
import FlowStore
import FlowTestSupport
import Foundation
import GRDB
import Testing

/// A process killed in the middle of a write in rollback-journal mode (a first launch before the switch to WAL)
/// leaves a hot journal beside a half-written file. The next open must roll it back and go on, never refuse the
/// file as read-only or damaged.
@Suite("A hot journal left by a kill")
struct AppStateStoreHotJournalTests {
    @Test("is rolled back on the next open: the store opens with what was committed before")
    func hotJournalRolledBack() throws {
        // Given: a state file in rollback-journal mode holding one committed item
        let source = try TemporaryDirectory()
        let copy = try TemporaryDirectory()
        defer { source.remove(); copy.remove() }
        let kept = Item(id: "kept", title: "Kept", isEnabled: true, date: Date(timeIntervalSince1970: 1_700_000_000))
        let store = try AppStateStore(directory: source.url)
        try store.saveItem(kept)
        try store.close()
        let queue = try DatabaseQueue(path: source.stateFile.path)
        try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA journal_mode = DELETE") }

        // When: a transaction big enough to spill pages into the file is open, the file and its journal are
        // copied, as a kill at that moment leaves them
        let journal = source.stateFile.path + "-journal"
        try queue.inDatabase { db in
            try db.execute(sql: "PRAGMA cache_size = 2")
            try db.execute(sql: "BEGIN IMMEDIATE")
            for index in 0..<400 {
                try db.execute(
                    sql: "INSERT INTO item (id, title, isEnabled, date) VALUES (?, ?, 1, 0)",
                    arguments: ["lost-\(index)", String(repeating: "x", count: 1000)])
            }
            try #require(FileManager.default.fileExists(atPath: journal))
            try FileManager.default.copyItem(atPath: source.stateFile.path, toPath: copy.stateFile.path)
            try FileManager.default.copyItem(atPath: journal, toPath: copy.stateFile.path + "-journal")
            try db.execute(sql: "ROLLBACK")
        }
        try queue.close()
        let halfWritten = try Data(contentsOf: copy.stateFile)
        #expect(halfWritten != (try Data(contentsOf: source.stateFile)), "the spill did not reach the file")

        // Then
        let reopened = try AppStateStore(directory: copy.url)
        #expect(try reopened.loadItems() == [kept])
        let check = try reopened.reading { db in try String.fetchOne(db, sql: "PRAGMA integrity_check") }
        #expect(check == "ok")
        #expect(!FileManager.default.fileExists(atPath: copy.stateFile.path + "-journal"))
    }
}
