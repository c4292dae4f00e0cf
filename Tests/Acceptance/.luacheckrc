-- luacheck configuration for the acceptance specs: run `luacheck .` in this folder, or from the package root
-- `luacheck --config Tests/Acceptance/.luacheckrc Tests/Acceptance`. Specs run in the FlowSpec DSL's
-- environment (Sources/FlowSpec/Lua/spec.lua); the `flowspec` std below holds its globals. `type` and
-- `select` are verbs there; the builtins stay reachable as lua.type and lua.select.
stds.flowspec = {
  read_globals = {
    -- structure
    "describe", "it", "scenario", "pending", "before_each", "after_each",
    -- verbs
    "launch", "relaunch", "tap", "type", "select", "back", "release",
    -- queries
    "screen", "stack", "persisted", "announced", "timeline", "printed", "calls",
    -- held calls
    "hold",
    -- expectations
    "expect", "exhaustive", "expect_screen", "expect_announced",
    -- services and presets
    "services", "preset",
    -- the builtins the verbs shadow
    "lua",
  },
}

std = "lua54+flowspec"
max_line_length = 120
-- Specs run sandboxed, as flows do: these are not there.
not_globals = { "io", "debug", "dofile", "loadfile" }

-- Flow files are plain flow scripts: the DSL is not theirs.
files["**/flows/*.lua"] = { std = "lua54" }

-- Helper modules keep Lua's plain globals and get the DSL from require("flowspec"): a DSL global there
-- would be nil when the spec runs.
files["**/helpers/**/*.lua"] = { std = "lua54" }
