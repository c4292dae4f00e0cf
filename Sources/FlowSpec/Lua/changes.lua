-- FlowSpec's screen changes and announcements: the timeline each verb adds to (observe), timeline(), and the
-- expectations that consume it: expect_screen, expect_announced, exhaustive([mode]) and the check of unasserted
-- changes when a scenario ends. Loaded by spec.lua through the host (H.parts.changes), which passes what these
-- need from the rest of the DSL; `scenario()` gives the running scenario's state (`entries`, `cursor`, ...).
local deps = ...
local scenario, fail, spec_location, quote = deps.scenario, deps.fail, deps.spec_location, deps.quote
local render_event, deeply_equal = deps.render_event, deps.deeply_equal
local check_text, check_arg, bad_argument = deps.check_text, deps.check_arg, deps.bad_argument
local require_scenario, call_host_for_table, add_step = deps.require_scenario, deps.call_host_for_table, deps.add_step

-- Taken before any spec runs, as spec.lua does: a spec that replaces a global must not change these.
local type, ipairs, next = type, ipairs, next

local M = {}

-- Records the screen changes and announcements the step at `step` caused, in the order they happened (the
-- host's timeline notes the stack as each announcement is made and after each step): `current.entries`,
-- { kind = "screen", name = <top or nil>, stack } or { kind = "announced", event }, each with `after`.
function M.observe(step)
  local current = scenario()
  local after = current.steps[step]
  local entries = call_host_for_table("timeline", "timeline()", current.timeline_seen + 1)
  local changed = false
  for _, entry in ipairs(entries) do
    current.timeline_seen = current.timeline_seen + 1
    if type(entry.announced) == "table" then
      current.entries[#current.entries + 1] = { kind = "announced", event = entry.announced, after = after }
      add_step(nil, "  announced " .. render_event(entry.announced))
    else
      local stack = type(entry.stack) == "table" and entry.stack or {}
      current.stack = stack
      current.entries[#current.entries + 1] = { kind = "screen", name = stack[#stack], stack = stack, after = after }
      changed = true
    end
  end
  if changed then current.steps[step] = after .. " -> " .. (current.stack[#current.stack] or "(no screen)") end
end

-- The screen changes and announcements since launch, in the order they happened: { screen = <top module,
-- false for an empty stack> } or { announced = { name = ..., <fields> } }.
function M.timeline()
  local current = scenario()
  local list = {}
  for i = current.launch_entry + 1, #current.entries do
    local entry = current.entries[i]
    if entry.kind == "screen" then
      list[#list + 1] = { screen = entry.name or false }
    else
      list[#list + 1] = { announced = entry.event }
    end
  end
  return list
end

-- exhaustive() makes the scenario strict: each expect_screen and expect_announced must match the very next
-- unasserted entry of its kind, and none may be left unasserted when the body ends. exhaustive("ordered")
-- also pins their relative order: the screen changes and announcements form one queue.
function M.exhaustive(mode)
  require_scenario("exhaustive")
  local current = scenario()
  if mode ~= nil and mode ~= "ordered" then bad_argument("exhaustive", 1, '"ordered" or nothing', mode) end
  local _, line = spec_location()
  current.exhaustive_line = line or current.scenario.line
  current.ordered = current.ordered or mode == "ordered"
end

local function name_or_none(name)
  return name == nil and "(no screen)" or quote(name)
end

local function describe_entry(entry)
  if entry.kind == "screen" then return "screen change to " .. name_or_none(entry.name) end
  return "announced " .. render_event(entry.event)
end

-- Whether entry `i` is still to be asserted: not consumed, and not passed over by an assertion of its kind.
local function unasserted(i)
  local current = scenario()
  local entry = current.entries[i]
  return not entry.consumed and i >= current.cursor[entry.kind]
end

-- Consumes the first unasserted entry of `kind` that `matches`: after exhaustive() only the very next one of
-- its kind may match, after exhaustive("ordered") only the very next one of either kind. Returns nil on
-- success, else the entry that failed to match (false when none was left).
local function consume(kind, matches)
  local current = scenario()
  local entries = current.entries
  if current.ordered then
    for i = 1, #entries do
      if unasserted(i) then
        local entry = entries[i]
        if entry.kind ~= kind or not matches(entry) then return entry end
        entry.consumed = true
        current.cursor[kind] = i + 1
        return nil
      end
    end
    return false
  end
  local first
  for i = current.cursor[kind], #entries do
    local entry = entries[i]
    if entry.kind == kind and not entry.consumed then
      if matches(entry) then
        entry.consumed = true
        current.cursor[kind] = i + 1
        return nil
      end
      if current.exhaustive_line then return entry end
      first = first or entry
    end
  end
  return first or false
end

-- The failure of an expectation `wanted` that met `unmatched`, an entry of the other kind in ordered mode.
local function out_of_order(wanted, unmatched)
  fail(wanted .. ", but the next change is the " .. describe_entry(unmatched) .. " (after " .. unmatched.after
    .. "; exhaustive(\"ordered\") asserts them in the order they happened)", { kind = "expectation" })
end

function M.expect_screen(name)
  require_scenario("expect_screen")
  check_text("expect_screen", 1, name)
  local current = scenario()
  local unmatched = consume("screen", function(change)
    return change.name == name
  end)
  if unmatched == nil then return end
  local wanted = "expected a screen change to " .. quote(name)
  if unmatched == false then
    local top = current.stack[#current.stack]
    fail(wanted .. ", but no unasserted screen change is left (the screen is " .. name_or_none(top) .. ")",
      { kind = "expectation" })
  end
  if unmatched.kind ~= "screen" then out_of_order(wanted, unmatched) end
  fail(wanted .. ", got " .. name_or_none(unmatched.name) .. " (after " .. unmatched.after .. ")",
    { kind = "expectation" })
end

function M.expect_announced(name, fields)
  require_scenario("expect_announced")
  check_text("expect_announced", 1, name)
  if fields ~= nil then check_arg("expect_announced", 2, fields, "table") end
  local unmatched = consume("announced", function(entry)
    local event = entry.event
    if type(event) ~= "table" or event.name ~= name then return false end
    for key, value in next, fields or {} do
      if not deeply_equal(event[key], value) then return false end
    end
    return true
  end)
  if unmatched == nil then return end
  local wanted_event = { name = name }
  for key, value in next, fields or {} do wanted_event[key] = value end
  local wanted = "expected announced " .. render_event(wanted_event)
  if unmatched == false then fail(wanted .. ", but no unasserted announcement is left", { kind = "expectation" }) end
  if unmatched.kind ~= "announced" then out_of_order(wanted, unmatched) end
  fail(wanted .. ", got " .. render_event(unmatched.event) .. " (after " .. unmatched.after .. ")",
    { kind = "expectation" })
end

function M.unasserted_failure()
  local current = scenario()
  if not current.exhaustive_line then return nil end
  local lines = {}
  for i, entry in ipairs(current.entries) do
    if unasserted(i) then
      local shown = entry.kind == "screen" and ("screen " .. name_or_none(entry.name))
        or ("announced " .. render_event(entry.event))
      lines[#lines + 1] = "  " .. shown .. " (after " .. entry.after .. ")"
    end
  end
  if #lines == 0 then return nil end
  local count = #lines == 1 and "1 change was" or (#lines .. " changes were")
  return {
    status = "failed", kind = "expectation",
    message = "exhaustive: " .. count .. " not asserted:\n" .. table.concat(lines, "\n"),
    file = current.scenario.file,
    line = current.exhaustive_line,
  }
end

return M
