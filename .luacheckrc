-- luacheck configuration for FlowHost's Lua: flow scripts, the demo app and acceptance specs.
std = "lua54"
max_line_length = 120
-- The sandbox removes these; flagging their use early beats a runtime error in the sandbox.
not_globals = { "io", "debug", "dofile", "loadfile" }
