-- luacheck configuration for all of FlowHost's Lua: `luacheck .` from the root (or any folder below it) is clean.
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
-- Spec helper modules get the DSL from require("flowspec"), not from globals that would be nil there.
files["**/helpers/**/*.lua"] = { std = "lua54" }

-- Generated editor stubs (`flowrun stubs`): declarations for LuaLS, not code that runs.
-- Fixtures broken on purpose: the tests that load them check the message.
exclude_files = {
  ".flowhost/**",
  ".build*/**",
  "**/.build*/**",
  "Tests/Fixtures/flowrun/syntax-error.lua",
  "Tests/Fixtures/specs/syntax_error_spec.lua",
  -- Mutated specs the fuzz test keeps: broken on purpose, in any way.
  "Tests/Fixtures/fuzz/specs/**",
}
-- Fixtures stand for flows that misbehave; an argument they ignore is part of the point.
files["Tests/Fixtures/**/*.lua"] = { unused_args = false }
-- The DSL's own harness runs under the plain lua5.4 interpreter, outside the sandbox.
files["Tests/FlowSpecTests/Lua/*.lua"] = { read_globals = { "io", "debug" } }
