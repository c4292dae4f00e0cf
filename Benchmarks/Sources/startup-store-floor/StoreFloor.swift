// A floor for the startup benchmark, not a target: the state file's share of the first launch that
// scripts/bench-startup.sh measures, through SQLite's C API alone (no GRDB, no Foundation, no Lua, no argument
// parser). On the state file of the folder it is given (migrated by an earlier flowrun run), it runs the SQL
// `flowrun run examples/app.lua --events Tests/Fixtures/first-launch.events --fresh` runs, with the same
// durability (FLOWHOST_DURABILITY, NORMAL by default): the open's checks of the file in one exclusive
// transaction, the switch to WAL, --fresh's reset, the reads and the four commits of the 14 events (tutorial
// seen, signed in, an item added, signed out), then the close, which checkpoints the WAL into the file. What it
// leaves out is flowrun's own: the expected columns computed from the migrations, GRDB, Lua and the flow.
// Usage: startup-store-floor STATE_DIR
import CSQLite

#if canImport(Glibc)
import Glibc
#endif

/// Writes `text` and a newline to standard error.
func report(_ text: String) {
    let line = text + "\n"
    _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
}

/// Ends the program with SQLite's message for `db`.
func fail(_ db: OpaquePointer?, _ what: String) -> Never {
    let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
    report("startup-store-floor: \(what): \(message)")
    exit(1)
}

/// Runs `sql`, binding `arguments` as text, and steps it to the end; returns the first column of each row.
@discardableResult
func run(_ db: OpaquePointer?, _ sql: String, _ arguments: [String] = []) -> [String] {
    var statement: OpaquePointer?
    guard sqlite3_prepare_v3(db, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil) == SQLITE_OK else {
        fail(db, sql)
    }
    defer { sqlite3_finalize(statement) }
    for (index, argument) in arguments.enumerated() {
        // SQLITE_TRANSIENT: SQLite copies the text, which lives only for this call.
        sqlite3_bind_text(statement, Int32(index + 1), argument, -1, unsafeBitCast(-1, to: sqlite3_destructor_type.self))
    }
    var column: [String] = []
    while true {
        switch sqlite3_step(statement) {
        case SQLITE_ROW:
            column.append(sqlite3_column_text(statement, 0).map { String(cString: $0) } ?? "")
        case SQLITE_DONE:
            return column
        default:
            fail(db, sql)
        }
    }
}

guard CommandLine.arguments.count == 2 else {
    report("usage: startup-store-floor STATE_DIR")
    exit(2)
}
let path = CommandLine.arguments[1] + "/flowhost.sqlite"
let full = getenv("FLOWHOST_DURABILITY").map { String(cString: $0).lowercased() } == "full"
var db: OpaquePointer?
guard sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, nil) == SQLITE_OK else {
    fail(db, "open \(path)")
}
sqlite3_busy_timeout(db, 5000)
run(db, full ? "PRAGMA synchronous = FULL" : "PRAGMA synchronous = NORMAL")

// The open: the file's checks and the pending migrations (none) in one exclusive transaction, then WAL.
run(db, "BEGIN EXCLUSIVE TRANSACTION")
guard run(db, "PRAGMA quick_check") == ["ok"] else { fail(db, "quick_check") }
run(db, "PRAGMA user_version")
run(db, "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
run(db, "SELECT identifier FROM grdb_migrations ORDER BY identifier")
run(db, """
    SELECT m.name, c.name, upper(c.type) FROM sqlite_master AS m, pragma_table_info(m.name) AS c
    WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%' AND m.name NOT LIKE 'grdb_%'
    """)
run(db, "CREATE TABLE IF NOT EXISTS grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
run(db, "SELECT identifier FROM grdb_migrations")
run(db, "PRAGMA user_version")
run(db, "COMMIT TRANSACTION")
run(db, "PRAGMA journal_mode = WAL")

// --fresh: every module's table emptied in one transaction.
run(db, "BEGIN IMMEDIATE TRANSACTION")
for table in run(db, """
    SELECT name FROM sqlite_master
    WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'grdb_%' ORDER BY name
    """) {
    run(db, "DELETE FROM \"\(table)\"")
}
run(db, "COMMIT TRANSACTION")

// The 14 events' reads and writes, each write a commit of its own.
run(db, "SELECT EXISTS (SELECT 1 FROM onboardingCompletion)")
run(db, "INSERT OR IGNORE INTO onboardingCompletion (id, completedAt) VALUES (1, 0)")
run(db, "INSERT OR REPLACE INTO sessionToken (id, token, userId) VALUES (1, ?, ?)", ["token", "agent@shield.org"])
run(db, "SELECT id, title, isEnabled, date FROM item ORDER BY position")
run(db, "INSERT INTO item (id, title, isEnabled, date) VALUES (?, ?, 1, 0)", ["item-1", "Milk"])
run(db, "SELECT id, title, isEnabled, date FROM item ORDER BY position")
run(db, "DELETE FROM sessionToken")

// The close checkpoints the WAL into the file and removes it, as the store's close does.
guard sqlite3_close(db) == SQLITE_OK else { fail(db, "close") }
print("ready")
