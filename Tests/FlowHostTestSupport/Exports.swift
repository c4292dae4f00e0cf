// The Lua host's test helpers (fuzz budgets) come with the runtime's, so a runtime test imports one module.
@_exported import LuaHostTestSupport
