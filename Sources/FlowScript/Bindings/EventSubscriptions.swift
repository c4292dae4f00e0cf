import LuaHost

/// `app.events`: the script's handlers of the app's announcements, and their removal when the host
/// closes (the announcement log outlives the Lua state).
final class EventSubscriptions {

    private let announcements: AnnouncementLog
    private let names: [String]
    private let pendingWork: PendingWork
    /// Each handler's observer, and the memory it holds reserved against the script's limit (a flow
    /// subscribing in a loop meets its limit).
    private var observers: [(id: Int, memory: LuaExternalMemory)] = []

    /// Creates the subscriptions of one host over `app`'s announcements.
    init(app: FlowApp) {
        announcements = app.announcements
        names = app.modules.events.keys.sorted()
        pendingWork = app.pendingWork
    }

    /// The table `{ on }`.
    func table(in state: LuaState) throws -> LuaTable {
        let table = try state.newTable()
        try table.set("on", state.function(named: "events.on") { arguments in
            try arguments.expect(count: 2)
            // arguments.string(1) would take the number 1 as "1", as Lua's own string arguments do; an
            // event name is a word, so a number is a mistake worth naming.
            guard case .string(let name) = try arguments.value(1) else {
                throw AppBindingError.badArgument(
                    position: 1, function: "events.on", expected: "string", got: arguments.typeName(1))
            }
            let handler = try arguments.function(2)
            guard self.names.contains(name) else { throw AppBindingError.unknownEvent(name, known: self.names) }
            self.subscribe(to: name, handler, memory: arguments.reserveExternalMemory(2 * ArgumentCopy.overheadBytes))
        })
        return table
    }

    /// A field as the handler sees it: a string, number or boolean as itself; a table by its text form (an
    /// observer has no state to build one in, and declared fields are scalars).
    private static func luaValue(_ value: FlowValue) -> LuaValue {
        switch value {
        case .nil: .nil
        case .boolean(let flag): .boolean(flag)
        case .integer(let number): .integer(number)
        case .number(let number): .number(number)
        case .string(let text): .string(text)
        case .list, .record: .string(value.announcedText)
        }
    }

    /// Calls `handler` with `{ name = ..., <fields> }` for every announcement named `name`. Announcements
    /// are made where a core cannot take an error back, so what the handler raises goes to the pending
    /// work, failing the event that caused it.
    private func subscribe(to name: String, _ handler: LuaFunction, memory: LuaExternalMemory) {
        let id = announcements.addObserver { [pendingWork] announcement in
            guard announcement.name == name else { return }
            var event = announcement.fields.mapValues(Self.luaValue)
            event["name"] = .string(name)
            do {
                try LuaCallback.run(handler, event)
            } catch {
                pendingWork.report(error, from: "events.on('\(name)') handler")
            }
        }
        observers.append((id, memory))
    }

    /// Removes every handler added through this host.
    func removeAll() {
        announcements.removeObservers(observers.map(\.id))
        observers.removeAll()
    }
}
