import FlowScript
import LuaHost

/// Records what a flow reads of `app` while it loads and starts: each module's table is replaced by one that
/// forwards every read and notes the member's name, and `app.events.on` notes the event's name.
final class UseRecorder {
    /// The members read, as (module, member).
    private(set) var bindings: Set<Pair> = []
    /// The events subscribed to.
    private(set) var events: Set<String> = []

    struct Pair: Hashable {
        let module: String
        let member: String
    }

    private static let source = """
        local app, names, record = ...
        for i = 1, #names do
          local name = names[i]
          local real = rawget(app, name)
          if type(real) == "table" then
            rawset(app, name, setmetatable({}, {
              __index = function(_, key) record(name, key); return real[key] end,
              __newindex = function(_, key, value) real[key] = value end,
              __pairs = function() return next, real, nil end,
            }))
          end
        end
        local events = rawget(app, "events")
        local on = events.on
        local function recorded_on(event, ...) record(false, event); return on(event, ...) end
        rawset(app, "events", setmetatable({}, {
          __index = function(_, key) if key == "on" then return recorded_on end return events[key] end,
        }))
        """

    /// Wraps the `app` of `host`, whose modules are `names`.
    /// - Throws: ``LuaError`` when memory runs out.
    func install(in host: FlowScriptHost, modules names: [String]) throws {
        let state = host.state
        let list = try state.newTable()
        for (index, name) in names.enumerated() {
            try list.rawSet(index + 1, name)
        }
        let record = try state.function(named: "record") { [weak self] (arguments: LuaArguments) -> Void in
            guard let self, let key = try? arguments.string(2) else { return }
            if let module = try? arguments.string(1) {
                self.bindings.insert(Pair(module: module, member: key))
            } else {
                self.events.insert(key)
            }
        }
        _ = try state.load(Self.source, name: "=bundle-recorder").call(host.appTable, list, record)
    }

    /// The names `package.loaded` holds that are strings.
    func loaded(in state: LuaState) -> [String] {
        guard let package = try? state.global("package", as: LuaTable.self),
              let loaded = try? package.get("loaded", as: LuaTable.self),
              let pairs = try? loaded.pairs()
        else { return [] }
        return pairs.compactMap { if case .string(let name) = $0.key { name } else { nil } }.sorted()
    }
}
