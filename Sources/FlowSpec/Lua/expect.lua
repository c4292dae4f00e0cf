-- FlowSpec's expectations: expect(actual[, label]) and its matchers, negated with .never or .not_. Loaded by
-- spec.lua through the host (H.parts.expect), which passes what the matchers need from the rest of the DSL:
-- rendering (render.lua), the DSL's failure and argument checks, and the snapshot check.
local deps = ...
local render, quote, difference, deeply_equal = deps.render, deps.quote, deps.difference, deps.deeply_equal
local fail, check_arg, bad_argument = deps.fail, deps.check_arg, deps.bad_argument
local error_text, MAX_TEXT, snapshot, leaf_lines = deps.error_text, deps.MAX_TEXT, deps.snapshot, deps.leaf_lines
-- Taken now, as spec.lua does: a spec that changes a library table must not change the typo check.
local ipairs, min, max, concat = ipairs, math.min, math.max, table.concat

local MATCHERS = {
  "to_be", "to_equal", "to_be_truthy", "to_be_falsy", "to_be_nil", "to_contain", "to_match",
  "to_have_length", "to_be_close_to", "to_match_snapshot",
}
local MATCHER_NAMES = concat(MATCHERS, ", ") .. " (negate with .never or .not_)"

-- The number of single-character insertions, deletions and substitutions that turn `a` into `b`.
local function edit_distance(a, b)
  local previous = {}
  for j = 0, #b do previous[j] = j end
  for i = 1, #a do
    local current = { [0] = i }
    for j = 1, #b do
      local cost = a:byte(i) == b:byte(j) and 0 or 1
      current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
    end
    previous = current
  end
  return previous[#b]
end

-- The matcher `name` was most likely meant to be: the closest by edit distance, when within a third of its
-- length (at least 1); nil when none is that close.
local function closest_matcher(name)
  local best, best_distance = nil, max(1, #name // 3) + 1
  for _, matcher in ipairs(MATCHERS) do
    local distance = edit_distance(name, matcher)
    if distance < best_distance then best, best_distance = matcher, distance end
  end
  return best
end

-- The failure value's kind for a value that does not match (the others are misuse: "usage").
local MISMATCH = { kind = "expectation" }

-- Above this many characters, expected and actual tables are not rendered in the message: the line diff
-- below it shows them.
local MAX_INLINE_TABLES = 120

local expectation

local function build_matchers(actual, label, negated)
  local prefix = label and (label .. ": ") or ""

  -- Fails unless `pass` is what the (possibly negated) expectation asks for; `diff` (the expected and actual
  -- texts, diff_expected and diff_actual) goes with the failure for the report's line diff.
  local function verdict(pass, wanted, got, diff)
    if pass ~= negated then return end
    local fields = MISMATCH
    if diff and not negated then
      fields = { kind = MISMATCH.kind, diff_expected = diff.expected, diff_actual = diff.actual }
    end
    fail(prefix .. "expected " .. (negated and "not " or "") .. wanted .. ", got " .. (got or render(actual)), fields)
  end

  local function type_mismatch(fname, wanted)
    fail(prefix .. fname .. " expects " .. wanted .. " as the actual value, got " .. type(actual) .. " "
      .. render(actual))
  end

  local matchers = {}

  function matchers.to_be(expected)
    local pass = actual == expected
    local got
    if not pass and type(actual) == "table" and type(expected) == "table" and deeply_equal(actual, expected) then
      got = render(actual) .. " (a different table with the same contents: to_equal compares contents)"
    end
    verdict(pass, render(expected), got)
  end

  function matchers.to_equal(expected)
    local path = difference(actual, expected, "", {})
    local wanted, got = render(expected), nil
    if path and path ~= "" then got = render(actual) .. " (first difference at " .. path .. ")" end
    if type(actual) == "string" and type(expected) == "string" and (#actual > MAX_TEXT or #expected > MAX_TEXT) then
      -- Long texts are shown from a little before where they part.
      local at = 1
      while actual:byte(at) == expected:byte(at) and at <= #actual do at = at + 1 end
      local from = math.max(1, at - 40)
      wanted = quote(expected, from)
      got = quote(actual, from) .. " (first difference at byte " .. at .. ")"
    elseif actual ~= actual and expected ~= expected then
      got = "nan (nan equals nothing, not even nan: check x ~= x instead)"
    end
    -- Tables, and texts of several lines, differ in parts: the report shows those parts as a line diff.
    local diff
    if path ~= nil and type(actual) == "table" and type(expected) == "table" then
      diff = { expected = leaf_lines(expected), actual = leaf_lines(actual) }
      if #wanted + #got > MAX_INLINE_TABLES then
        wanted, got = "a table equal to the expected one", "one that differs first at " .. path
      end
    elseif path ~= nil and type(actual) == "string" and type(expected) == "string"
      and (actual:find("\n", 1, true) or expected:find("\n", 1, true)) then
      diff = { expected = expected, actual = actual }
    end
    verdict(path == nil, wanted, got, diff)
  end

  function matchers.to_be_truthy()
    verdict(actual ~= nil and actual ~= false, "a truthy value")
  end

  function matchers.to_be_falsy()
    verdict(actual == nil or actual == false, "a falsy value (nil or false)")
  end

  function matchers.to_be_nil()
    verdict(actual == nil, "nil")
  end

  function matchers.to_contain(item)
    if type(actual) == "string" then
      check_arg("to_contain", 1, item, "string")
      verdict(actual:find(item, 1, true) ~= nil, "a string containing " .. quote(item))
    elseif type(actual) == "table" then
      local found = false
      for _, value in next, actual do
        if deeply_equal(value, item) then
          found = true
          break
        end
      end
      verdict(found, "a table containing " .. render(item))
    else
      type_mismatch("to_contain", "a string or a table")
    end
  end

  function matchers.to_match(pattern)
    check_arg("to_match", 1, pattern, "string")
    if type(actual) ~= "string" then type_mismatch("to_match", "a string") end
    local ok, found = pcall(string.find, actual, pattern)
    if not ok then fail(prefix .. "to_match: malformed pattern " .. quote(pattern) .. ": " .. error_text(found)) end
    verdict(found ~= nil, "a string matching " .. quote(pattern))
  end

  function matchers.to_have_length(length)
    if math.tointeger(length) == nil then bad_argument("to_have_length", 1, "integer", length) end
    if type(actual) ~= "string" and type(actual) ~= "table" then
      type_mismatch("to_have_length", "a string or a table")
    end
    verdict(#actual == length, "length " .. length, "length " .. #actual .. ": " .. render(actual))
  end

  function matchers.to_be_close_to(expected, tolerance)
    check_arg("to_be_close_to", 1, expected, "number")
    if tolerance ~= nil then check_arg("to_be_close_to", 2, tolerance, "number") end
    if type(actual) ~= "number" then type_mismatch("to_be_close_to", "a number") end
    local within = tolerance or 1e-9
    verdict(math.abs(actual - expected) <= within, render(expected) .. " +/- " .. render(within))
  end

  -- The text of `actual` is kept in the spec's snapshot file, by scenario and `name` (or number).
  function matchers.to_match_snapshot(name)
    if negated then
      fail(prefix .. "to_match_snapshot cannot be negated: a snapshot is the one text a value must match")
    end
    if name ~= nil and (type(name) ~= "string" or not name:find("%S")) then
      bad_argument("to_match_snapshot", 1, "non-empty string or nil", name)
    end
    snapshot(actual, name, prefix)
  end

  return matchers
end

-- The expectation object: matchers callable as e.to_be(x) or e:to_be(x).
function expectation(actual, label, negated)
  local object = {}
  for name, matcher in pairs(build_matchers(actual, label, negated)) do
    object[name] = function(first, ...)
      if rawequal(first, object) then return matcher(...) end
      return matcher(first, ...)
    end
  end
  return setmetatable(object, {
    __index = function(_, key)
      if key == "never" or key == "not_" then return expectation(actual, label, not negated) end
      local meant = type(key) == "string" and #key <= 64 and closest_matcher(key) or nil
      fail("expect(...)." .. tostring(key) .. " is not a matcher"
        .. (meant and ("; did you mean " .. meant .. "?") or "") .. " (matchers: " .. MATCHER_NAMES .. ")")
    end,
  })
end

local function expect(actual, label)
  if label ~= nil then check_arg("expect", 2, label, "string") end
  return expectation(actual, label, false)
end

return { expect = expect }
