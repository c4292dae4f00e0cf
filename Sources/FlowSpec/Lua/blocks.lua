-- FlowSpec's structure: describe blocks, the scenarios they declare (it, scenario, pending), the scenarios'
-- tags and the before_each/after_each hooks. Loaded by spec.lua through the host (H.parts.blocks), which passes
-- what these need from the rest of the DSL; `running()` gives the running scenario's state, nil outside one.
local deps = ...
local fail, check_text, check_arg, spec_location = deps.fail, deps.check_text, deps.check_arg, deps.spec_location
local Pending, running = deps.Pending, deps.running
-- The lines a function's text spans (H.lines); nil for a C function. Absent, a block spans its first line.
local function_lines = deps.function_lines or function() return nil end

-- Taken before any spec runs, as spec.lua does: a spec that replaces a global must not change these.
local ipairs, setmetatable, insert, concat = ipairs, setmetatable, table.insert, table.concat

local B = {}

local scenarios = {}    -- collected scenarios by index, with their bodies and blocks
local count = 0         -- scenarios declared, described or only counted
local collecting = false
-- While collecting again to run one scenario: its index. The others are counted, not described (no call-stack
-- walk, no tags), so running every scenario of a file costs each one little more than its own declaration.
local collect_only = nil
local current_block     -- the describe block being collected

-- A describe block: its name, the lines `first` to `last` it spans (for `flowrun test FILE:LINE`), and
-- the line of the `.only` that marks it or an enclosing block, if any.
local function new_block(name, parent, first, last, only)
  return { name = name, parent = parent, before = {}, after = {}, first = first, last = last, only = only }
end

-- The last line of `body`'s text, or `line` when it has none (a C function, no body).
local function last_line(body, line)
  if body == nil then return line end
  local _, last = function_lines(body)
  return last or line
end

local function require_collecting(fname)
  if not collecting then
    fail(fname .. "() declares the spec's structure; call it at the top of the file or inside describe()")
  end
end

local function trim(text)
  return (text:gsub("^%s+", ""):gsub("%s+$", ""))
end

-- Tags are "#word" at the start of a name or after a non-word character ("#smoke", not "C#").
local function add_tags(tags, seen, name)
  for tag in name:gmatch("%f[%w#]#(%a[%w_%-]*)") do
    if not seen[tag] then
      seen[tag] = true
      tags[#tags + 1] = tag
    end
  end
end

local function declare(fname, name, body, only)
  if not collecting then require_collecting(fname) end  -- the check inline: every declaration passes here
  count = count + 1
  -- Only counted: no entry, so a file of thousands costs each of its scenarios as little as it can.
  if collect_only and count ~= collect_only then return end
  check_text(fname, 1, name)
  if body ~= nil then check_arg(fname, 2, body, "function") end
  local names = { trim(name) }
  local block = current_block
  while block do
    if block.name then insert(names, 1, block.name) end
    block = block.parent
  end
  local tags, seen = {}, {}
  for _, part in ipairs(names) do add_tags(tags, seen, part) end
  local file, line = spec_location()
  -- The describe blocks around it, innermost first, by the lines they span.
  local groups = {}
  block = current_block
  while block and block.first do
    groups[#groups + 1] = { first = block.first, last = block.last }
    block = block.parent
  end
  scenarios[count] = {
    index = count, name = concat(names, " "), tags = tags,
    file = file, line = line, body = body, block = current_block,
    last = last_line(body, line), groups = groups,
    only = only and line or current_block.only,
  }
end

-- `verb`, callable as before, with `verb.only` declaring with `.only` (see only_of).
local function with_only(verb, only)
  return setmetatable({ only = only }, { __call = function(_, ...) return verb(...) end, __metatable = false })
end

-- The DSL functions of this part, as specs see them.
B.verbs = {}

local function describe(fname, name, body, only)
  require_collecting(fname)
  check_text(fname, 1, name)
  check_arg(fname, 2, body, "function")
  local _, line = spec_location()
  local parent = current_block
  local block = new_block(trim(name), parent, line, last_line(body, line), only and line or parent.only)
  current_block = block
  body()
  current_block = block.parent
end

B.verbs.describe = with_only(
  function(name, body) describe("describe", name, body, false) end,
  function(name, body) describe("describe.only", name, body, true) end)
B.verbs.it = with_only(
  function(name, body) declare("it", name, body, false) end,
  function(name, body) declare("it.only", name, body, true) end)
B.verbs.scenario = with_only(
  function(name, body) declare("scenario", name, body, false) end,
  function(name, body) declare("scenario.only", name, body, true) end)

function B.verbs.before_each(hook)
  require_collecting("before_each")
  check_arg("before_each", 1, hook, "function")
  insert(current_block.before, hook)
end

function B.verbs.after_each(hook)
  require_collecting("after_each")
  check_arg("after_each", 1, hook, "function")
  insert(current_block.after, hook)
end

-- Declares a pending scenario while collecting; inside a running scenario, stops it as pending.
function B.verbs.pending(text)
  if collecting then
    declare("pending", text)
  elseif running() then
    if text ~= nil then check_arg("pending", 1, text, "string") end
    error(setmetatable({ reason = text or "pending" }, Pending), 0)
  else
    fail("pending() is only valid while collecting or running a scenario")
  end
end

-- Starts collecting a spec file afresh; `only`, when given, is the one scenario to describe.
function B.start(only)
  collect_only = only
  scenarios, count = {}, 0
  current_block = new_block(nil, nil)
  collecting = true
end

-- Stops collecting; a file whose top level failed keeps no scenarios.
function B.stop(ok)
  collecting = false
  if not ok then scenarios, count = {}, 0 end
end

-- The scenario declared `index`th, or nil when it was only counted (see collect_only) or not declared.
function B.scenario(index)
  return scenarios[index]
end

-- How many scenarios the file declared.
function B.count()
  return count
end

-- The blocks around `entry`, outermost first: their before hooks run in this order, after hooks the other way.
function B.chain(entry)
  local chain = {}
  local block = entry.block
  while block do
    insert(chain, 1, block)
    block = block.parent
  end
  return chain
end

return B
