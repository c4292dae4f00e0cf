import FlowScript
import FlowStore

/// A small module for the host's own tests: `app.<name>.bump()` counts up in a table of its own and announces
/// `<name>_bumped`; its other entries take each kind of typed argument, so tests can give them bad ones.
public struct CounterModule: FlowModule {
    public var name = "counter"
    /// A migration whose SQL fails.
    public var failingMigration = false
    /// A preset name, to collide with another module's.
    public var preset = "counted"
    /// An extra event name, to collide with another module's.
    public var extraEvent: String?
    /// An extra call name, to collide with the module's own `tick`.
    public var extraCall: String?
    /// An extra function name, to collide with one of the module's own bindings.
    public var extraFunction: String?

    /// A counter named `name`, with these collisions and failures.
    public init(
        name: String = "counter", failingMigration: Bool = false, preset: String = "counted", extraEvent: String? = nil,
        extraCall: String? = nil, extraFunction: String? = nil
    ) {
        self.name = name
        self.failingMigration = failingMigration
        self.preset = preset
        self.extraEvent = extraEvent
        self.extraCall = extraCall
        self.extraFunction = extraFunction
    }

    public var contract: ModuleContract {
        let (name, failing, extraCall, extraFunction) = (name, failingMigration, extraCall, extraFunction)
        let bumped = ModuleEvent("\(name)_bumped", "The count went up.", fields: CounterBump.self)
        let tick = ModuleCall("tick", "A tick reached the double.")
        return ModuleContract(name, "Counts.", doubles: { CounterDoubles(calls: $0) }, launch: { context, _ in
            CounterInstance(context: context, table: "\(name)_count", bumped: bumped)
        }) { module in
            module.migrations(StoreMigration(module: name, name: "v1-create") { db in
                try db.execute(sql: "CREATE TABLE \(name)_count (id INTEGER PRIMARY KEY CHECK (id = 1), count INTEGER NOT NULL)")
                if failing {
                    try db.execute(sql: "INSERT INTO no_such_table VALUES (1)")
                }
            })
            module.event(bumped)
            if let extraEvent {
                module.event(ModuleEvent(extraEvent, "Another event."))
            }
            module.call(tick)
            if let extraCall {
                module.call(ModuleCall(extraCall, "Another call."))
            }
            if let extraFunction {
                module.function(extraFunction, "Another function.") { _ in }
            }
            module.function("bump", "Counts one up; returns the count.") { try $0.add(1) }
            module.function("add", Parameter<Int>("count", "How many."), "Counts up; returns the count.") {
                try $0.add($1)
            }
            module.function("set_flag", Parameter<Bool>("on", "The flag."), "Sets a flag; returns it.") { $1 }
            module.function("configure", Parameter<CounterOptions>("options", "Options."), "Returns the label.") {
                $1.label.text
            }
            module.function("announce", Parameter<String>("event", "The event's name."),
                            "Announces an event by its name, without fields.") { counter, event in
                counter.context.announce(named: event, fields: [:])
            }
            module.function("announce_with", Parameter<[String: FlowValue]>("fields", "The fields."),
                            "Announces <name>_bumped with these fields.") { counter, fields in
                counter.context.announce(named: bumped.name, fields: fields)
            }
            module.service("set", Parameter<Int>("count", "The count."), "Sets the count.") { _, count, store in
                try store.map { try CounterInstance.write(count, to: "\(name)_count", in: $0) }
            }
            module.service("tick", "Records a tick.") { doubles, _ in doubles.ticks += 1 }
            module.preset(preset, Parameter<Int>("count", "The count."), "Stores a count.") { count, store in
                try CounterInstance.write(count, to: "\(name)_count", in: store)
            }
            module.persisted("\(name)_count", "The stored count.") { store in
                try store.reading { db in try Int.fetchOne(db, sql: "SELECT count FROM \(name)_count") } ?? 0
            }
        }
    }
}

/// The fields of `<name>_bumped`.
struct CounterBump: FlowRecord {
    var count = 0

    static let record = RecordType<CounterBump>("counter.Bump", [.field("count", \.count, "The new count.")])
}

/// The options of `configure`: a required label record and optional tags.
struct CounterOptions: FlowRecord {
    var label = Label()
    var tags: [String]?

    static let record = RecordType<CounterOptions>("counter.Options", [
        .field("label", \.label, "The label."), .field("tags", \.tags, "Tags."),
    ])

    struct Label: FlowRecord {
        var text = ""
        var size: Int?

        static let record = RecordType<Label>("counter.Label", [
            .field("text", \.text, "The text."), .field("size", \.size, "The size."),
        ])
    }
}

/// The counter's doubles: how many ticks a spec gave.
final class CounterDoubles {
    var ticks = 0
    let calls: CallRecorder

    init(calls: CallRecorder) {
        self.calls = calls
    }
}

/// The counter in one launch.
final class CounterInstance {
    let context: ModuleContext
    private let table: String
    private let bumped: ModuleEvent<CounterBump>

    init(context: ModuleContext, table: String, bumped: ModuleEvent<CounterBump>) {
        self.context = context
        self.table = table
        self.bumped = bumped
    }

    func add(_ amount: Int) throws -> Int {
        let count = try context.store.reading { db in try Int.fetchOne(db, sql: "SELECT count FROM \(table)") ?? 0 } + amount
        try Self.write(count, to: table, in: context.store)
        context.announce(bumped, CounterBump(count: count))
        return count
    }

    static func write(_ count: Int, to table: String, in store: AppStateStore) throws {
        try store.writing { db in
            try db.execute(sql: "INSERT OR REPLACE INTO \(table) (id, count) VALUES (1, ?)", arguments: [count])
        }
    }
}
