-- luacheck configuration for FlowHost's Lua: flow scripts, the demo app, the example module and specs.
std = "lua54"
max_line_length = 120
-- The sandbox removes these; flagging their use early beats a runtime error in the sandbox.
not_globals = { "io", "debug", "dofile", "loadfile" }

-- Acceptance specs run in the FlowSpec DSL's environment (Sources/FlowSpec/Lua/spec.lua): its globals.
-- `type` and `select` are verbs there; the builtins stay reachable as lua.type and lua.select.
stds.flowspec = {
  read_globals = {
    "describe", "it", "scenario", "pending", "before_each", "after_each",
    "launch", "relaunch", "tap", "type", "select", "back", "release",
    "screen", "stack", "persisted", "announced", "timeline", "printed", "calls", "hold",
    "expect", "exhaustive", "expect_screen", "expect_announced",
    "services", "preset",
    "lua",
  },
}
files["**/*_spec.lua"] = { std = "lua54+flowspec" }
