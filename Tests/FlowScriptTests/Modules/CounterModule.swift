import FlowScript
import FlowStore
import LuaHost

/// A minimal module for the module API's own tests: `app.<name>.bump()` counts up in a table of its own and
/// announces `bumped`; options let a test break it on purpose.
struct CounterModule: FlowModule {
    var name = "counter"
    /// Declares `missing`, which the table lacks.
    var declaresMissing = false
    /// Puts `extra` in the table, which the declaration lacks.
    var addsUndeclared = false
    /// A migration whose SQL fails.
    var failingMigration = false
    /// A preset name, to collide with another module's.
    var preset = "counted"

    var declaration: FlowModuleDeclaration {
        var bindings: [FlowBinding] = [.function("bump", returns: .integer, "Counts one up; returns the count.")]
        if declaresMissing {
            bindings.append(.function("missing", "Declared, never bound."))
        }
        return FlowModuleDeclaration(
            name: name, summary: "Counts.", bindings: bindings,
            events: [FlowEventDeclaration("\(name)_bumped", "The count went up.")],
            services: [FlowActionDeclaration("set", [FlowField("count", .integer, "The count.")], "Sets the count.")],
            presets: [FlowActionDeclaration(preset, [FlowField("count", .integer, "The count.")], "Stores a count.")],
            persisted: [FlowField("\(name)_count", .integer, "The stored count.")])
    }

    var migrations: [StoreMigration] {
        let table = "\(name)_count"
        let failing = failingMigration
        return [StoreMigration(module: name, name: "v1-create") { db in
            try db.execute(sql: "CREATE TABLE \(table) (id INTEGER PRIMARY KEY CHECK (id = 1), count INTEGER NOT NULL)")
            if failing {
                try db.execute(sql: "INSERT INTO no_such_table VALUES (1)")
            }
        }]
    }

    func launch(_ launch: FlowModuleLaunch) throws -> any FlowModuleInstance {
        CounterInstance(app: launch.app, name: name, addsUndeclared: addsUndeclared)
    }

    func persisted(from store: AppStateStore) throws -> [String: FlowValue] {
        let count = try store.reading { db in try Int.fetchOne(db, sql: "SELECT count FROM \(name)_count") } ?? 0
        return ["\(name)_count": .integer(count)]
    }
}

final class CounterInstance: FlowModuleInstance {
    private unowned let app: FlowApp
    private let name: String
    private let addsUndeclared: Bool

    init(app: FlowApp, name: String, addsUndeclared: Bool) {
        self.app = app
        self.name = name
        self.addsUndeclared = addsUndeclared
    }

    func makeTable(in state: LuaState) throws -> LuaTable {
        let table = try state.newTable()
        let (app, name) = (app, name)
        try table.set("bump", state.function(named: "\(name).bump") { _ -> Int in
            let count = try app.store.reading { db in
                try Int.fetchOne(db, sql: "SELECT count FROM \(name)_count") ?? 0
            } + 1
            try app.store.writing { db in
                try db.execute(sql: "INSERT OR REPLACE INTO \(name)_count (id, count) VALUES (1, ?)", arguments: [count])
            }
            app.announce("\(name)_bumped")
            return count
        })
        if addsUndeclared {
            try table.set("extra", 1)
        }
        return table
    }
}
