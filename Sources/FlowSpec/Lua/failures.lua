-- FlowSpec's failures and locations: the failure values the DSL raises, the spec's line that led to a step
-- (through helper modules), the DSL's protected calls and their message handler, and the argument checks.
-- Loaded by spec.lua through the host (H.parts.failures) with the host table and the renderer's functions.
local deps = ...
local host, render, quote = deps.host, deps.render, deps.quote

-- Taken before any spec runs, as spec.lua does: a spec that replaces a global must not get its code run here,
-- least of all by the message handler, which Lua runs with hooks off.
local type, getmetatable, setmetatable, rawequal, rawget = type, getmetatable, setmetatable, rawequal, rawget
local next, pcall, tostring, tonumber, format = next, pcall, tostring, tonumber, string.format

local F = {}


-- A failed step: the error value the DSL raises, so the runner gets message and location unparsed, and a
-- spec that catches it (pcall) reads its fields: message, file, line, kind ("expectation" for a value that
-- does not match, "refused" for a call the app or its host refused, "usage" for a call the DSL refused) and,
-- when refused, verb (the DSL function, "tap"), step (`tap "Start"`) and reason (the app's words).
local Failure = {}
Failure.__tostring = function(failure)
  if failure.file and failure.line then
    return failure.file .. ":" .. failure.line .. ": " .. failure.message
  end
  return failure.message
end

-- Raised by pending() inside a running scenario.
local Pending = {}

local dsl_source = (host.location(1))
local spec_file         -- the file being collected or run (F.set_spec_file)

local MAX_STACK_WALK = 200

-- The spec file's line that led here: the innermost frame of the spec file, else the innermost frame
-- outside this module (a helper module the spec required). When the spec's frame is found and a frame of
-- another file lies inside it (a helper module running a step for the spec), that frame's file and line
-- follow: the place in the helper that called the DSL. The walk starts at `level` (default 2: the caller).
local function spec_location(level)
  local other_file, other_line
  for at = level or 2, MAX_STACK_WALK do
    local file, line = host.location(at)
    if file == nil then break end
    if file ~= dsl_source and type(line) == "number" and line > 0 then
      if file == spec_file then return file, line, other_file, other_line end
      if other_file == nil then other_file, other_line = file, line end
    end
  end
  return other_file or spec_file, other_line
end

-- Whether `source`, a chunk name as Lua puts it in messages (its short_src, which shortens long names to
-- "...tail"), names `file`.
local function names_file(source, file)
  if source == file then return true end
  return file ~= nil and source:sub(1, 3) == "..." and file:sub(-(#source - 3)) == source:sub(4)
end

-- Where the error that ended the DSL's last protected call was raised, as spec_location() tells it there:
-- the spec's line (`file`, `line`) and the helper's (`helper_file`, `helper_line`) when a helper module
-- raised it for the spec. Empty when the handler did not run (a memory error) or the error was a Failure
-- or Pending, which need no place.
local raised = {}

-- Fails at the spec's line; a failure inside a helper module also names the helper's line, so the report
-- shows both the scenario's step and the call that failed. `fields` adds to the failure value (kind, verb,
-- step, reason); the kind is "usage" unless it says otherwise.
local function fail(message, fields)
  local file, line, helper_file, helper_line = spec_location()
  if helper_file then message = "in " .. helper_file .. ":" .. helper_line .. ": " .. message end
  local failure = { message = message, file = file, line = line, kind = "usage" }
  for key, value in next, fields or {} do failure[key] = value end
  error(setmetatable(failure, Failure), 0)
end

-- The text of an error value whose metatable has a working __tostring, or nil.
local function custom_text(err)
  local meta = getmetatable(err)
  if type(meta) ~= "table" or rawget(meta, "__tostring") == nil then return nil end
  local ok, text = pcall(tostring, err)
  if ok and type(text) == "string" then return text end
  return nil
end

local function error_text(err)
  if type(err) == "string" then return err end
  if getmetatable(err) == Failure then return tostring(err) end
  return custom_text(err) or ("error value " .. render(err))
end

-- Splits an error value into message, file and line. Lua prefixes errors with short_src, which shortens
-- long paths to "...tail"; such a tail of the spec file is mapped back to the spec file.
local function located(err)
  if getmetatable(err) == Failure then return err.message, err.file, err.line end
  if type(err) ~= "string" then return custom_text(err) or ("raised a non-string error: " .. render(err)) end
  local file, line, message = err:match("^(.-):(%d+): (.*)$")
  if file == nil then return err end
  if names_file(file, spec_file) then file = spec_file end
  return message, file, tonumber(line)
end

-- The message handler of the DSL's protected calls. It runs where the error was raised, before the stack
-- unwinds, so the spec's line that led there can still be read: it notes it in `raised` and returns the
-- error as it is. When the instruction budget runs out, the host's count hook raises the timeout and Lua
-- runs this handler inside the hook, with hooks off: nothing counts or stops its instructions. So it stays
-- short and bounded: it reads nothing of the error but its metatable (no __tostring, which is spec code),
-- walks the stack once (at most MAX_STACK_WALK frames, allocating only the names the host returns) and
-- leaves the timeout as it is, for the hook to raise again at the next instruction and the host to report.
local function note_raised(err)
  raised.handled = true
  -- rawequal: `~=` on two tables would run an __eq the spec put in a metatable (the string metatable's too).
  local meta = getmetatable(err)
  if not rawequal(meta, Failure) and not rawequal(meta, Pending) then
    -- Levels from spec_location: 1 itself, 2 this handler, 3 the function that raised the error.
    raised.file, raised.line, raised.helper_file, raised.helper_line = spec_location(3)
  end
  return err
end

-- xpcall(fn, note_raised), forgetting where the error before it was raised. Through H.xpcall, which calls
-- the handler on a timeout too.
local function protected_call(fn)
  raised.file, raised.line, raised.helper_file, raised.helper_line = nil, nil, nil, nil
  raised.handled = false
  return host.xpcall(fn, note_raised)
end

-- Whether the error the last protected_call caught was the state running out of memory: Lua runs no
-- message handler for a memory error (the manual, lua_pcall: LUA_ERRMEM), and runs it for every other
-- (lua_error raises Lua's own memory error object, "not enough memory", as a memory error too).
local function out_of_memory()
  return not raised.handled
end

-- The message, file and line of an error protected_call caught. A Lua error a helper module raised for the
-- spec (a bug in the helper) is reported as a failing DSL call there is: at the spec's line that called
-- into the helper, the message starting with the helper's place ("in Tests/Acceptance/helpers/steps.lua:12:
-- attempt to ..."), its whole name when Lua shortened it. An error the helper aimed at the spec's line
-- (error(message, 2)) stays there.
local function located_raised(err)
  local message, file, line = located(err)
  if raised.helper_file == nil or file == spec_file then return message, file, line end
  if file == nil then
    file, line = raised.helper_file, raised.helper_line
  elseif names_file(file, raised.helper_file) then
    file = raised.helper_file
  end
  return "in " .. file .. ":" .. line .. ": " .. message, raised.file, raised.line
end

local function bad_argument(fname, position, expected, value)
  local got = type(value) == "string" and quote(value)
    or type(value) == "number" and ("number " .. tostring(value))
    or type(value)
  fail(format("bad argument #%d to '%s' (%s expected, got %s)", position, fname, expected, got))
end

local function check_arg(fname, position, value, expected)
  if type(value) ~= expected then bad_argument(fname, position, expected, value) end
end

local function check_text(fname, position, value)
  if type(value) ~= "string" or not value:find("%S") then
    bad_argument(fname, position, "non-empty string", value)
  end
end

-- Names the spec file being collected or run: the frames of that file are the spec's.
function F.set_spec_file(file)
  spec_file = file
end

-- Where the spec led to the place `source`:`line` when the last error the DSL caught was raised there.
function F.origin(source, line)
  local file, at = raised.helper_file or raised.file, raised.helper_line or raised.line
  if at == nil or at ~= line or not names_file(source, file) then return nil end
  return { file = raised.file, line = raised.line, helper_file = raised.helper_file, helper_line = raised.helper_line }
end

F.Failure, F.Pending = Failure, Pending
F.spec_location, F.fail, F.error_text, F.located = spec_location, fail, error_text, located
F.protected_call, F.located_raised, F.out_of_memory = protected_call, located_raised, out_of_memory
F.bad_argument, F.check_arg, F.check_text = bad_argument, check_arg, check_text

return F
