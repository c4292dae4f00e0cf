-- FlowSpec: the language of `flowrun test` acceptance specs. Plain Lua 5.4, sandbox-safe: it uses no io, os or
-- debug; the host compiles the spec in its own environment (H.load). This file holds the verbs, queries and
-- services and drives collection and runs; its parts, which the host passes in H.parts, hold the rest:
-- failures.lua (failure values, locations, protected calls), blocks.lua (describe, it, hooks, tags),
-- render.lua (values as text), expect.lua (expectations) and changes.lua (screen changes and announcements).
-- docs/SpecHostContract.md is the contract with the host: what H provides, the two phases (collection,
-- execution), the failure values and locations.

local host = ...

-- The builtins the DSL uses, taken before any spec runs: a spec that replaces a global (`_G.type = ...`) must
-- not get its code run by the DSL, least of all by the message handler, which Lua runs with hooks off.
local type, getmetatable, setmetatable, rawequal = type, getmetatable, setmetatable, rawequal

local REQUIRED_HOST_FUNCTIONS = {
  "location", "xpcall", "load", "launch", "relaunch", "tap", "type", "select", "back", "release",
  "screen", "screen_text", "stack", "persisted", "announced", "timeline", "printed", "calls", "hold",
  "service", "preset", "snapshot",
}

if type(host) ~= "table" then
  error("flowspec: spec.lua must be called with the host table as its argument, got " .. type(host), 0)
end
do
  local missing = {}
  for _, name in ipairs(REQUIRED_HOST_FUNCTIONS) do
    if type(host[name]) ~= "function" then missing[#missing + 1] = name end
  end
  if #missing > 0 then
    error("flowspec: the host table lacks the function(s) " .. table.concat(missing, ", "), 0)
  end
  for _, part in ipairs({ "failures", "blocks", "render", "expect", "changes" }) do
    if type(host.parts) ~= "table" or type(host.parts[part]) ~= "function" then
      error("flowspec: the host table's parts lack " .. part, 0)
    end
  end
end

local globals = _ENV
local M = {}

-- Service doubles and presets a spec may set up, as the host's registered modules declare them: for each
-- action the arguments it takes, a Lua type name ("?" marks an optional one, "any" takes anything) or
-- { one_of = { ... }, optional = bool } for one of a few strings, and their names in `names`.
local SERVICES = host.vocabulary and host.vocabulary.services or {}
local PRESETS = host.vocabulary and host.vocabulary.presets or {}
-- The calls the doubles record, "login.sign_in", sorted: what calls(), hold() and release() take.
local CALLS = host.vocabulary and host.vocabulary.calls or {}

------------------------------------------------------------------------------------------------------------
-- Rendering values (render.lua)
------------------------------------------------------------------------------------------------------------

local R = host.parts.render()
local MAX_TEXT, quote, sorted_keys, render = R.MAX_TEXT, R.quote, R.sorted_keys, R.render
local difference, deeply_equal, render_event = R.difference, R.deeply_equal, R.render_event
local snapshot_value, snapshot_screen, leaf_lines = R.snapshot_value, R.snapshot_screen, R.leaf_lines

------------------------------------------------------------------------------------------------------------
-- Failures and locations (failures.lua)
------------------------------------------------------------------------------------------------------------

local failures = host.parts.failures({ host = host, render = render, quote = quote })
local Failure, Pending, spec_location, fail = failures.Failure, failures.Pending, failures.spec_location, failures.fail
local error_text, located, protected_call = failures.error_text, failures.located, failures.protected_call
local located_raised, bad_argument = failures.located_raised, failures.bad_argument
local out_of_memory = failures.out_of_memory
local check_arg, check_text = failures.check_arg, failures.check_text

local current           -- the running scenario's state, nil outside F.run
local last_steps = {}   -- the steps of the scenario F.run ran last (for F.steps)

------------------------------------------------------------------------------------------------------------
-- Structure: describe, it, scenario, before_each, after_each, pending (blocks.lua)
------------------------------------------------------------------------------------------------------------

local blocks = host.parts.blocks({
  fail = fail, check_text = check_text, check_arg = check_arg, spec_location = spec_location, Pending = Pending,
  running = function() return current end, function_lines = host.lines,
})

------------------------------------------------------------------------------------------------------------
-- Flow verbs and queries, forwarded to the host
------------------------------------------------------------------------------------------------------------

local function require_scenario(fname)
  if current == nil then
    fail(fname .. "() can only be called while a scenario runs (in it, scenario, before_each or after_each)")
  end
end

local function require_flow(fname)
  require_scenario(fname)
  if not current.launched then fail(fname .. "(): no flow is running; call launch(path) first") end
end

-- The verbs wait for the flow's work: only the scenario's own coroutine can wait, not one the spec made.
local function require_scenario_thread(fname)
  if coroutine.running() ~= current.thread then
    fail(fname .. "() cannot be called inside a coroutine the spec created; call it from the scenario itself")
  end
end

-- Calls H[fname]; a refusal fails the step `label` as refused, the DSL function named by the label's start
-- ("tap" of `tap "Start"`, "services.items.fail_next" of `services.items.fail_next("down")`).
local function call_host(fname, label, ...)
  local ok, result, message = pcall(host[fname], ...)
  local reason = not ok and error_text(result) or (result == nil and message ~= nil and tostring(message)) or nil
  if reason then
    fail(label .. ": " .. reason, { kind = "refused", verb = label:match("^[%w_%.]+"), step = label, reason = reason })
  end
  return result
end

local function call_host_for_table(fname, label, ...)
  local result = call_host(fname, label, ...)
  if type(result) ~= "table" then
    fail(label .. ": the host returned " .. type(result) .. " instead of a table")
  end
  return result
end

-- Where the step being recorded was taken: "line 16" for the spec's line 16, "line 16
-- (Tests/Acceptance/helpers/steps.lua:9)" when a helper module took it at its line 9 for the spec's line 16.
-- The spec's line comes first, as the scenario's step; the helper's tells its calls apart, so the last steps
-- of a report show how far a helper got.
local function step_place()
  local _, line, helper_file, helper_line = spec_location()
  if line == nil then return nil end
  if helper_file == nil then return "line " .. line end
  return "line " .. line .. " (" .. helper_file .. ":" .. helper_line .. ")"
end

local function add_step(place, text)
  current.steps[#current.steps + 1] = (place and (place .. ": ") or "") .. text
  return #current.steps
end

------------------------------------------------------------------------------------------------------------
-- Screen changes and announcements (changes.lua)
------------------------------------------------------------------------------------------------------------

local changes = host.parts.changes({
  scenario = function() return current end, fail = fail, spec_location = spec_location, quote = quote,
  render_event = render_event, deeply_equal = deeply_equal, check_text = check_text, check_arg = check_arg,
  bad_argument = bad_argument, require_scenario = require_scenario, call_host_for_table = call_host_for_table,
  add_step = add_step,
})
local observe, exhaustive, expect_screen, expect_announced = changes.observe, changes.exhaustive,
  changes.expect_screen, changes.expect_announced
local unasserted_failure = changes.unasserted_failure

local function perform(fname, label, ...)
  local step = add_step(step_place(), label)
  call_host(fname, label, ...)
  observe(step)
end

-- The service doubles and presets (below), which launch's options set up.
local services, preset

-- Marks the tables screen() returns, so that a snapshot of one renders as a screen.
local SCREEN = {}

local MAX_ARGS_DEPTH = 16

-- Fails unless `value`, the `args` of launch's options, holds only data the flow's own Lua state can receive:
-- strings, numbers, booleans and tables of them, no deeper than MAX_ARGS_DEPTH and holding no table twice
-- on one path. `path` names the place in messages ("args.images[2]").
local function check_data(value, path, ancestors, depth)
  local kind = type(value)
  if kind == "string" or kind == "number" or kind == "boolean" or kind == "nil" then return end
  if kind ~= "table" then
    fail(string.format("bad argument #2 to 'launch' (%s is a %s; only data (strings, numbers, booleans and "
      .. "tables of them) reaches the flow, which runs in a Lua state of its own)", path, kind))
  end
  if ancestors[value] then fail("bad argument #2 to 'launch' (" .. path .. " holds itself)") end
  if depth > MAX_ARGS_DEPTH then
    fail("bad argument #2 to 'launch' (" .. path .. " is nested deeper than " .. MAX_ARGS_DEPTH .. " levels)")
  end
  ancestors[value] = true
  for key, inner in next, value do
    local kind_of_key = type(key)
    if kind_of_key ~= "string" and math.type(key) ~= "integer" then
      fail("bad argument #2 to 'launch' (" .. path .. " has a " .. kind_of_key .. " key; keys are strings or integers)")
    end
    local inner_path = kind_of_key == "string" and key:match("^[%a_][%w_]*$") and (path .. "." .. key)
      or (path .. "[" .. render(key) .. "]")
    check_data(inner, inner_path, ancestors, depth + 1)
  end
  ancestors[value] = nil
end

-- The arguments an entry of launch's `services` or `preset` gives its action: a list, or true for none.
local function option_arguments(value, path)
  if value == true then return {} end
  if type(value) ~= "table" then
    fail("bad argument #2 to 'launch' (" .. path .. " is " .. render(value) .. "; give the action's arguments "
      .. "as a list, { ... }, or true when it takes none)")
  end
  return value
end

local LAUNCH_OPTIONS = { args = true, services = true, preset = true }

-- Runs the presets, then the service actions, that launch's `options` name, each as the spec's own call
-- would (checked, recorded as a step): presets by name, services by module then action, so the order never
-- depends on the table's.
local function apply_launch_options(options)
  for key in next, options do
    if not LAUNCH_OPTIONS[key] then
      fail("bad argument #2 to 'launch' (unknown option " .. render(key) .. "; options: args, preset, services)")
    end
  end
  if options.args ~= nil then check_data(options.args, "args", {}, 1) end
  if options.preset ~= nil then
    if type(options.preset) ~= "table" then bad_argument("launch", 2, "preset as a table", options.preset) end
    for _, name in ipairs(sorted_keys(options.preset)) do
      local arguments = option_arguments(options.preset[name], "preset." .. tostring(name))
      preset[name](table.unpack(arguments, 1, #arguments))
    end
  end
  if options.services ~= nil then
    if type(options.services) ~= "table" then bad_argument("launch", 2, "services as a table", options.services) end
    for _, module in ipairs(sorted_keys(options.services)) do
      local actions = options.services[module]
      if type(actions) ~= "table" then
        fail("bad argument #2 to 'launch' (services." .. tostring(module) .. " is " .. render(actions)
          .. "; give a table of actions, { fail_next = { \"down\" } })")
      end
      local doubles = services[module]
      for _, action in ipairs(sorted_keys(actions)) do
        local arguments = option_arguments(actions[action], "services." .. tostring(module) .. "." .. tostring(action))
        doubles[action](table.unpack(arguments, 1, #arguments))
      end
    end
  end
end

local function launch(path, options)
  require_scenario("launch")
  require_scenario_thread("launch")
  check_text("launch", 1, path)
  if options ~= nil then
    check_arg("launch", 2, options, "table")
    apply_launch_options(options)
  end
  local args = options and options.args
  local label = "launch " .. quote(path) .. (args ~= nil and (" with args " .. render(args)) or "")
  local step = add_step(step_place(), label)
  call_host("launch", label, path, args)
  current.launched = true
  current.stack = {}
  current.timeline_seen = 0
  current.launch_entry = #current.entries
  observe(step)
end

local function relaunch()
  require_flow("relaunch")
  require_scenario_thread("relaunch")
  local step = add_step(step_place(), "relaunch")
  call_host("relaunch", "relaunch")
  current.stack = {}
  observe(step)
end

-- tap("OK") taps the one enabled button titled "OK" (two or more are refused as ambiguous); tap("OK", 2) the
-- second of the buttons titled "OK", in the screen's order.
local function tap(title, number)
  require_flow("tap")
  require_scenario_thread("tap")
  check_text("tap", 1, title)
  if number == nil then
    perform("tap", "tap " .. quote(title), title)
    return
  end
  local nth = math.tointeger(number)
  if nth == nil or nth < 1 then bad_argument("tap", 2, "button number from 1", number) end
  perform("tap", "tap " .. quote(title) .. " #" .. nth, title, nth)
end

-- Secrets must not reach the transcript: the host masks the text as it records the step (its one masking
-- place); a text it left as typed is quoted, as other labels quote their arguments.
local function type_text(field, text)
  require_flow("type")
  require_scenario_thread("type")
  check_text("type", 1, field)
  check_arg("type", 2, text, "string")
  local shown = call_host("masked_text", "type " .. field, field, text)
  perform("type", "type " .. field .. " " .. (shown == text and quote(text) or tostring(shown)), field, text)
end

local function select_row(row)
  require_flow("select")
  require_scenario_thread("select")
  local number = math.tointeger(row)
  if number == nil or number < 1 then bad_argument("select", 1, "row number from 1", row) end
  perform("select", "select " .. number, number)
end

local function back()
  require_flow("back")
  require_scenario_thread("back")
  perform("back", "back")
end

local function screen()
  require_flow("screen")
  local shown = call_host_for_table("screen", "screen()")
  if shown.image == nil and type(shown.images) == "table" then shown.image = shown.images[1] end
  return setmetatable(shown, SCREEN)
end

local function stack()
  require_flow("stack")
  return call_host_for_table("stack", "stack()")
end

local function persisted()
  require_flow("persisted")
  return call_host_for_table("persisted", "persisted()")
end

local function announced()
  require_flow("announced")
  return call_host_for_table("announced", "announced()")
end

local function timeline()
  require_flow("timeline")
  return changes.timeline()
end

local function printed()
  require_flow("printed")
  return call_host_for_table("printed", "printed()")
end

local KNOWN_CALLS = {}
for _, name in ipairs(CALLS) do KNOWN_CALLS[name] = true end

local function check_call(fname, name)
  check_text(fname, 1, name)
  if not KNOWN_CALLS[name] then
    fail(string.format("%s: %s is not a call the service doubles record (they record: %s)", fname, quote(name),
      #CALLS > 0 and table.concat(CALLS, ", ") or "none; no registered module declares one"))
  end
end

-- The calls named `name` ("login.sign_in") the doubles received in the scenario, each as the arguments
-- recorded: #calls("login.sign_in") counts them.
local function calls(name)
  require_scenario("calls")
  check_call("calls", name)
  return call_host_for_table("calls", "calls(" .. quote(name) .. ")", name)
end

-- Holds the next call named `name`: once the app makes it, it waits until release(), and the verb that
-- made it returns, the app showing the call under way.
local function hold(name)
  require_scenario("hold")
  check_call("hold", name)
  local label = "hold " .. quote(name)
  add_step(step_place(), label)
  call_host("hold", label, name)
end

-- Lets the held calls that wait answer (those named `name`, or all), and waits for the app to settle.
local function release(name)
  require_flow("release")
  require_scenario_thread("release")
  if name ~= nil then check_call("release", name) end
  perform("release", name and ("release " .. quote(name)) or "release", name)
end

-- Checks argument `position` against its declared `signature`; the message names the parameter (`name`,
-- nil when the vocabulary gives none) as the host's binding messages do: `(user_id: string expected, ...)`.
local function check_typed(fname, position, value, signature, name)
  local place = name and (name .. ": ") or ""
  if type(signature) == "table" then
    if signature.optional and value == nil then return end
    local allowed, shown = {}, {}
    for i, choice in ipairs(signature.one_of) do
      allowed[choice] = true
      shown[i] = string.format("%q", choice)
    end
    if not allowed[value] then
      local expected = #shown > 1
        and table.concat(shown, ", ", 1, #shown - 1) .. " or " .. shown[#shown] or shown[1]
      bad_argument(fname, position, place .. expected, value)
    end
    return
  end
  local optional = signature:sub(-1) == "?"
  local kind = optional and signature:sub(1, -2) or signature
  if (optional and value == nil) or kind == "any" then return end
  if type(value) ~= kind then bad_argument(fname, position, place .. kind, value) end
end

-- A table of checked actions forwarded to `forward`, failing readably on an unknown action.
local function action_table(prefix, vocabulary, forward)
  local actions = {}
  for action, signature in pairs(vocabulary) do
    local fname = prefix .. "." .. action
    actions[action] = function(...)
      require_scenario(fname)
      local count = select("#", ...)
      if count > #signature then
        fail(string.format("too many arguments to '%s' (%d expected, got %d)", fname, #signature, count))
      end
      local rendered = {}
      for i, expected in ipairs(signature) do
        local value = (select(i, ...))
        check_typed(fname, i, value, expected, signature.names and signature.names[i])
        rendered[i] = render(value)
      end
      while rendered[#rendered] == "nil" do rendered[#rendered] = nil end
      local label = fname .. "(" .. table.concat(rendered, ", ") .. ")"
      add_step(step_place(), label)
      forward(label, action, ...)
    end
  end
  local names = sorted_keys(vocabulary)
  return setmetatable(actions, {
    __index = function(_, key)
      fail(string.format("%s.%s is not defined (known: %s)", prefix, tostring(key),
        #names > 0 and table.concat(names, ", ") or "none; no registered module declares one"))
    end,
    __newindex = function() fail(prefix .. " is read-only") end,
  })
end

services = {}
for service, vocabulary in pairs(SERVICES) do
  services[service] = action_table("services." .. service, vocabulary, function(label, action, ...)
    call_host("service", label, service, action, ...)
  end)
end
do
  local names = sorted_keys(SERVICES)
  setmetatable(services, {
    __index = function(_, key)
      fail(string.format("services.%s is not a service (services: %s)", tostring(key),
        #names > 0 and table.concat(names, ", ") or "none; no registered module declares one"))
    end,
    __newindex = function() fail("services is read-only") end,
  })
end

preset = action_table("preset", PRESETS, function(label, name, ...)
  call_host("preset", label, name, ...)
end)

------------------------------------------------------------------------------------------------------------
-- Snapshots: to_match_snapshot (expect.lua) through H.snapshot
------------------------------------------------------------------------------------------------------------

-- The text a snapshot of `actual` keeps: a string as it is, a screen from screen() one fact per line, any
-- other value as a Lua literal over lines. Nil and why for what cannot be kept.
local function snapshot_text(actual)
  if type(actual) == "string" then
    if not utf8.len(actual) then return nil, "a string that is not UTF-8 text" end
    return actual
  end
  if type(actual) == "table" and rawequal(getmetatable(actual), SCREEN) then return snapshot_screen(actual) end
  return snapshot_value(actual)
end

-- Checks `actual` against the scenario's snapshot `name` (or the next number) in the spec's snapshot file.
local function snapshot(actual, name, prefix)
  require_scenario("to_match_snapshot")
  local text, why = snapshot_text(actual)
  if text == nil then fail(prefix .. "to_match_snapshot: " .. why .. " cannot be a snapshot") end
  local ordinal
  if name == nil then
    current.snapshot_count = current.snapshot_count + 1
    ordinal = current.snapshot_count
  else
    local _, line = spec_location()
    local earlier = current.snapshot_names[name]
    if earlier then
      fail(prefix .. "to_match_snapshot: the name " .. quote(name) .. " is taken by the snapshot at line " .. earlier
        .. " of this scenario; each snapshot of a scenario needs a name of its own")
    end
    current.snapshot_names[name] = line or current.scenario.line
  end
  local ok, result, message = pcall(host.snapshot, name, ordinal, text)
  if not ok then fail(prefix .. "to_match_snapshot: " .. error_text(result)) end
  if result == nil and message ~= nil then fail(prefix .. tostring(message), { kind = "expectation" }) end
end

------------------------------------------------------------------------------------------------------------
-- Expectations (expect.lua)
------------------------------------------------------------------------------------------------------------

local expect = host.parts.expect({
  render = render, quote = quote, difference = difference, deeply_equal = deeply_equal,
  fail = fail, check_arg = check_arg, bad_argument = bad_argument, error_text = error_text, MAX_TEXT = MAX_TEXT,
  snapshot = snapshot, leaf_lines = leaf_lines,
}).expect

------------------------------------------------------------------------------------------------------------
-- The module: collect, run, render
------------------------------------------------------------------------------------------------------------

-- What a spec sees besides the globals. `type` and `select` are verbs here; the builtins stay reachable
-- as lua.type and lua.select (flow scripts and required modules keep the plain globals: a module gets the
-- DSL from require("flowspec")).
local DSL = {
  describe = blocks.verbs.describe, it = blocks.verbs.it, scenario = blocks.verbs.scenario,
  pending = blocks.verbs.pending, before_each = blocks.verbs.before_each, after_each = blocks.verbs.after_each,
  expect = expect, exhaustive = exhaustive, expect_screen = expect_screen, expect_announced = expect_announced,
  launch = launch, relaunch = relaunch, tap = tap, type = type_text, select = select_row, back = back,
  release = release, hold = hold,
  screen = screen, stack = stack, persisted = persisted, announced = announced, timeline = timeline,
  printed = printed, calls = calls,
  services = services, preset = preset,
  lua = { type = type, select = select },
}

-- require("flowspec") in the spec's state: the DSL for the helper modules a spec requires, which keep the
-- plain globals. The name is reserved: the preload searcher runs before the script roots, so a module file
-- flowspec.lua under them never loads in a spec's state (a flow, in a state of its own, may still have
-- one). A name the DSL lacks fails, saying why, where a helper written for such a file would get nil.
-- pairs() lists the DSL's names in order, through an iterator of its own: handing out DSL itself (as the
-- state of `next`) would let a helper change it.
local DSL_KEYS = sorted_keys(DSL)
local DSL_NAMES = table.concat(DSL_KEYS, ", ")
local dsl_module = setmetatable({}, {
  __index = function(_, key)
    local value = DSL[key]
    if value == nil then
      fail(string.format("flowspec.%s is not part of the DSL (it has: %s); flowspec is the DSL's reserved module "
        .. "name, so a module file flowspec.lua is never loaded by a spec", tostring(key), DSL_NAMES))
    end
    return value
  end,
  __newindex = function() fail("the flowspec module is read-only") end,
  __pairs = function()
    local position = 0
    return function()
      position = position + 1
      local name = DSL_KEYS[position]
      if name ~= nil then return name, DSL[name] end
    end
  end,
})
package.preload.flowspec = function() return dsl_module end

-- The names a spec file reads: the DSL's, then the globals. Tables, not an __index function: every global a
-- spec reads goes through here, `it` once per scenario of the file each time the file is collected again.
local DSL_THEN_GLOBALS = setmetatable({}, { __index = globals })
for name, value in next, DSL do DSL_THEN_GLOBALS[name] = value end

local function new_environment()
  return setmetatable({}, { __index = DSL_THEN_GLOBALS, __metatable = false })
end

local function failure_of(message, file, line)
  return { message = message, file = file, line = line }
end

--- Collects the scenarios of the spec `source` read from `file`; see the contract at the top.
function M.collect(source, file, only)
  assert(type(source) == "string", "flowspec.collect: the spec's source must be a string")
  assert(type(file) == "string", "flowspec.collect: the spec's file must be a string")
  assert(only == nil or math.type(only) == "integer", "flowspec.collect: only must be a scenario's index")
  failures.set_spec_file(file)
  current = nil
  local chunk, syntax_error = host.load(source, file, new_environment())
  if chunk == nil then
    blocks.start(only)
    blocks.stop(false)
    return nil, failure_of(located(syntax_error))
  end
  blocks.start(only)
  local ok, err = protected_call(chunk)
  blocks.stop(ok)
  if not ok then return nil, failure_of(located_raised(err)) end
  local list = {}
  -- Collecting again for one scenario described only that one: the others were counted, not kept.
  local first, last = only or 1, only or blocks.count()
  for index = first, last do
    local entry = blocks.scenario(index)
    if entry ~= nil then
      list[#list + 1] = {
        index = entry.index, name = entry.name, tags = table.move(entry.tags, 1, #entry.tags, 1, {}),
        file = entry.file, line = entry.line, pending = entry.body == nil,
        last = entry.last, groups = entry.groups, only = entry.only,
      }
    end
  end
  return list
end

local function attempt(fn, prefix)
  local ok, err = protected_call(fn)
  if ok then return nil end
  if getmetatable(err) == Pending then return { status = "pending", message = err.reason } end
  local memory = out_of_memory()
  local message, file, line = located_raised(err)
  return {
    status = "failed", message = prefix .. message, out_of_memory = memory or nil,
    file = file or current.scenario.file, line = line or current.scenario.line,
    kind = getmetatable(err) == Failure and err.kind or "error",
    -- The two sides of a failed to_equal, which the host diffs line by line.
    diff_expected = getmetatable(err) == Failure and err.diff_expected or nil,
    diff_actual = getmetatable(err) == Failure and err.diff_actual or nil,
  }
end

local function failure_screen()
  if not current.launched then return nil end
  local ok, text = pcall(host.screen_text)
  if ok and type(text) == "string" then return text end
  return "(screen unavailable: " .. (ok and ("the host returned " .. type(text)) or error_text(text)) .. ")"
end

--- Runs the collected scenario `index`; see the contract at the top.
function M.run(index)
  local entry = blocks.scenario(index)
  if entry == nil then
    error(string.format("flowspec.run: no scenario %s (%d collected)", tostring(index), blocks.count()), 2)
  end
  current = {
    scenario = entry, thread = coroutine.running(), launched = false, stack = {}, steps = {},
    entries = {}, cursor = { screen = 1, announced = 1 }, timeline_seen = 0, launch_entry = 0,
    snapshot_count = 0, snapshot_names = {},
  }
  last_steps = current.steps
  local result = { status = "passed", file = entry.file, line = entry.line, steps = current.steps }
  if entry.body == nil then
    result.status, result.message = "pending", "pending"
    current = nil
    return result
  end
  local chain = blocks.chain(entry)

  local outcome
  for _, each in ipairs(chain) do
    for _, hook in ipairs(each.before) do
      outcome = attempt(hook, "before_each: ")
      if outcome then break end
    end
    if outcome then break end
  end
  outcome = outcome or attempt(entry.body, "") or unasserted_failure()
  if outcome and outcome.status == "failed" then outcome.screen = failure_screen() end
  for i = #chain, 1, -1 do
    for _, hook in ipairs(chain[i].after) do
      local cleanup = attempt(hook, "after_each: ")
      if cleanup and cleanup.status == "failed" then
        if outcome and outcome.status == "failed" then
          -- The first failure stays the scenario's; a later one is added, not lost.
          outcome.also = outcome.also or {}
          outcome.also[#outcome.also + 1] = string.format("%s (%s:%d)", cleanup.message, cleanup.file, cleanup.line)
        else
          cleanup.screen = failure_screen()
          outcome = cleanup
        end
      end
    end
  end
  if outcome then
    for key, value in pairs(outcome) do result[key] = value end
  end
  current = nil
  return result
end

--- The steps of the scenario that ran last, even one interrupted by a timeout; see the contract at the top.
function M.steps()
  return last_steps
end

--- Where the spec led to the place `source`:`line` when the last error the DSL caught was raised there;
--- see the contract at the top.
M.origin = failures.origin

M.render = render

return M
