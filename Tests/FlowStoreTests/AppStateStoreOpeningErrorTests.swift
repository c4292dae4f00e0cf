import FlowHostTestSupport
import FlowModules
import FlowStore
import FlowTestSupport
import Foundation
import GRDB
import Testing
import FlowCore

/// Files and locations the store refuses: a clear one-line error naming the file, and the file left as it was.
struct AppStateStoreOpeningErrorTests {
    /// Ways a state file can be something other than a FlowHost database.
    enum BadContent: String, CaseIterable, CustomTestStringConvertible {
        case randomBytes
        case shortGarbage
        case plainText
        case truncatedStore

        var testDescription: String { rawValue }

        /// Writes this content at `file`; `truncatedStore` starts from a real store with enough data to span pages.
        func write(to file: URL, directory: URL) throws {
            switch self {
            case .randomBytes:
                try Data((0..<8192).map { _ in UInt8.random(in: 0...255) }).write(to: file)
            case .shortGarbage:
                try Data([0x00, 0xFF, 0x13, 0x37, 0x42]).write(to: file)
            case .plainText:
                try Data("title,enabled\nMilk,true\n".utf8).write(to: file)
            case .truncatedStore:
                let store = try AppStateStore(directory: directory)
                for index in 0..<400 {
                    try store.saveItem(Item(id: "item-\(index)", title: String(repeating: "x", count: 200)))
                }
                try store.close()
                let bytes = try Data(contentsOf: file)
                try bytes.prefix(bytes.count / 2).write(to: file)
            }
        }
    }

    @Test("A file that is not a FlowHost database is refused naming its path, and its bytes stay unchanged",
          arguments: BadContent.allCases)
    func corruptFileIsRefusedAndLeftUnchanged(content: BadContent) throws {
        // Given
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.stateFile.path
        try content.write(to: directory.stateFile, directory: directory.url)
        let before = try Data(contentsOf: directory.stateFile)

        // When
        let error = #expect(throws: AppStateStoreError.self) { try AppStateStore(directory: directory.url) }

        // Then
        guard case .notAStateFile(let errorPath, _) = try #require(error) else {
            Issue.record("expected notAStateFile, got \(String(describing: error))")
            return
        }
        #expect(errorPath == path)
        #expect(String(describing: try #require(error)).hasPrefix("\(path) is not a FlowHost state file ("))
        #expect(try Data(contentsOf: directory.stateFile) == before)
    }

    @Test("Random bytes are reported in SQLite's words: file is not a database")
    func randomBytesReadAsNotADatabase() throws {
        // Given
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try BadContent.randomBytes.write(to: directory.stateFile, directory: directory.url)

        // When
        let error = #expect(throws: AppStateStoreError.self) { try AppStateStore(directory: directory.url) }

        // Then
        #expect(error == .notAStateFile(path: directory.stateFile.path, reason: "file is not a database"))
        #expect(error?.description == "\(directory.stateFile.path) is not a FlowHost state file (file is not a database)")
    }

    @Test("Another program's SQLite database is refused rather than migrated into")
    func foreignDatabaseIsRefused() throws {
        // Given
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let foreign = try DatabaseQueue(path: directory.stateFile.path)
        try foreign.write { db in try db.execute(sql: "CREATE TABLE contacts (name TEXT)") }
        try foreign.close()
        let before = try Data(contentsOf: directory.stateFile)

        // When
        let error = #expect(throws: AppStateStoreError.self) { try AppStateStore(directory: directory.url) }

        // Then
        #expect(error == .notAStateFile(
            path: directory.stateFile.path, reason: "it holds another program's tables: contacts"))
        #expect(try Data(contentsOf: directory.stateFile) == before)
    }

    @Test("A file whose user_version is higher than this build's schema is refused, naming both versions")
    func newerUserVersionIsRefused() throws {
        // Given
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try AppStateStore(directory: directory.url).close()
        let newer = try DatabaseQueue(path: directory.stateFile.path)
        try newer.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA user_version = 7") }
        try newer.close()
        let before = try Data(contentsOf: directory.stateFile)

        // When
        let error = #expect(throws: AppStateStoreError.self) { try AppStateStore(directory: directory.url) }

        // Then
        #expect(error == .newerSchema(path: directory.stateFile.path, fileVersion: 7, supportedVersion: 1))
        #expect(error?.description == "\(directory.stateFile.path) has schema version 7, newer than version 1 "
            + "that this FlowHost build knows; refusing to open it")
        #expect(try Data(contentsOf: directory.stateFile) == before)
    }

    @Test("A file recording a migration of a module this runner does not register is refused, naming it")
    func unknownMigrationIsRefused() throws {
        // Given
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try AppStateStore(directory: directory.url).close()
        let newer = try DatabaseQueue(path: directory.stateFile.path)
        try newer.write { db in try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('settings/v1-create')") }
        try newer.close()
        let before = try Data(contentsOf: directory.stateFile)

        // When
        let error = #expect(throws: AppStateStoreError.self) { try AppStateStore(directory: directory.url) }

        // Then
        #expect(error == .unknownMigrations(path: directory.stateFile.path, identifiers: ["settings/v1-create"]))
        #expect(error?.description.contains("settings/v1-create") == true)
        #expect(try Data(contentsOf: directory.stateFile) == before)
    }

    @Test("A state directory under a regular file cannot be created, and the error names the file in the way")
    func directoryUnderRegularFileIsUnwritable() throws {
        // Given
        let root = try TemporaryDirectory()
        defer { root.remove() }
        let blocker = root.url.appendingPathComponent("blocker")
        try Data("not a folder".utf8).write(to: blocker)
        let stateDirectory = blocker.appendingPathComponent("sub", isDirectory: true)

        // When
        let error = #expect(throws: AppStateStoreError.self) { try AppStateStore(directory: stateDirectory) }

        // Then
        #expect(error == .cannotCreateDirectory(
            path: stateDirectory.path, reason: "\(blocker.path) is a file, not a directory"))
        #expect(try Data(contentsOf: blocker) == Data("not a folder".utf8))
    }

    @Test("A state file path taken by a directory cannot be opened")
    func stateFilePathThatIsADirectoryCannotBeOpened() throws {
        // Given
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try FileManager.default.createDirectory(at: directory.stateFile, withIntermediateDirectories: false)

        // When
        let error = #expect(throws: AppStateStoreError.self) { try AppStateStore(directory: directory.url) }

        // Then
        let reason = "it is a folder, not a regular file"
        #expect(error == .cannotOpen(path: directory.stateFile.path, reason: reason))
        #expect(error?.description == "cannot open the state file \(directory.stateFile.path): \(reason)")
    }

    @Test("A named pipe at the state file path is refused at once instead of blocking the open")
    func namedPipeIsRefusedWithoutBlocking() throws {
        // Given
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try #require(mkfifo(directory.stateFile.path, 0o600) == 0)

        // When
        let error = #expect(throws: AppStateStoreError.self) { try AppStateStore(directory: directory.url) }

        // Then
        #expect(error == .cannotOpen(
            path: directory.stateFile.path, reason: "it is a named pipe or another special file, not a regular file"))
    }

    @Test("A state file missing a column its migrations create is refused as damaged, its bytes unchanged")
    func fileMissingAColumnIsRefusedAsDamaged() throws {
        // Given: a real store whose item table lost its date column
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try AppStateStore(directory: directory.url).close()
        let queue = try DatabaseQueue(path: directory.stateFile.path)
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA journal_mode = DELETE")
            try db.execute(sql: "ALTER TABLE item DROP COLUMN date")
        }
        try queue.close()
        let before = try Data(contentsOf: directory.stateFile)

        // When
        let error = #expect(throws: AppStateStoreError.self) { try AppStateStore(directory: directory.url) }

        // Then
        #expect(error == .notAStateFile(path: directory.stateFile.path, reason: "it is damaged: table item has no column date"))
        #expect(try Data(contentsOf: directory.stateFile) == before)
    }

    @Test("Refusing a file leaves no -wal or -shm file beside it that was not there before",
          arguments: BadContent.allCases)
    func refusedFileGetsNoSiblingFiles(content: BadContent) throws {
        // Given
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try content.write(to: directory.stateFile, directory: directory.url)

        // When
        _ = #expect(throws: AppStateStoreError.self) { try AppStateStore(directory: directory.url) }

        // Then
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
        #expect(names == [directory.stateFile.lastPathComponent])
    }

    @Test("Every error prints as one line, even when the underlying message spans lines",
          arguments: [
              AppStateStoreError.cannotCreateDirectory(path: "/s", reason: "first\nsecond"),
              .notAStateFile(path: "/s/flowhost.sqlite", reason: "bad\r\nheader"),
              .newerSchema(path: "/s/flowhost.sqlite", fileVersion: 3, supportedVersion: 1),
              .cannotOpen(path: "/s/flowhost.sqlite", reason: "a\nb"),
              .operationFailed(path: "/s/flowhost.sqlite", operation: "saveItem(_:)", code: .SQLITE_FULL, reason: "disk\nfull"),
          ])
    func errorsPrintAsOneLineNamingTheFile(error: AppStateStoreError) {
        // Given / When
        let line = error.description

        // Then
        #expect(!line.contains { $0.isNewline })
        #expect(line.contains("/s"))
    }
}
