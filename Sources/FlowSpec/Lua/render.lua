-- FlowSpec's value rendering: strings quoted and escaped (invalid UTF-8 as \xHH, long texts cut and counted),
-- tables with sorted keys, cycles and depth cut, and the path of the first difference between two values. Pure:
-- it needs nothing from the host or the rest of the DSL. Loaded by spec.lua through the host (H.parts.render).
local M = {}

local MAX_DEPTH = 4
local MAX_ITEMS = 30

local KEYWORDS = {}
for word in ([[and break do else elseif end false for function goto if in local nil not or repeat return
  then true until while]]):gmatch("%a+") do
  KEYWORDS[word] = true
end

local ESCAPES = { ["\n"] = "\\n", ["\t"] = "\\t", ["\r"] = "\\r", ['"'] = '\\"', ["\\"] = "\\\\" }

local MAX_TEXT = 200  -- bytes of a string shown in a message; the rest is counted

-- `text` with every byte that is not part of valid UTF-8 written as \xHH, so messages show what it holds.
local function escape_invalid_utf8(text)
  if utf8.len(text) then return text end
  local parts, i = {}, 1
  while i <= #text do
    local byte = text:byte(i)
    local next_char = byte >= 0x80 and utf8.len(text, i, i) and utf8.offset(text, 2, i)
    if byte < 0x80 then
      parts[#parts + 1], i = text:sub(i, i), i + 1
    elseif next_char then
      parts[#parts + 1], i = text:sub(i, next_char - 1), next_char
    else
      parts[#parts + 1], i = string.format("\\x%02X", byte), i + 1
    end
  end
  return table.concat(parts)
end

-- `text` as the inside of a Lua literal: escaped, invalid UTF-8 as \xHH.
local function escaped(text)
  return escape_invalid_utf8((text:gsub('[%c"\\]', function(c)
    return ESCAPES[c] or string.format("\\%03d", c:byte())
  end)))
end

-- A string as a Lua literal, escaped; from byte `from` (default 1) and at most MAX_TEXT bytes of it, with
-- what is left out counted, so a long value cannot flood a report.
local function quote(text, from)
  from = from or 1
  local shown = text:sub(from, from + MAX_TEXT - 1)
  local literal = (from > 1 and "..." or "") .. '"' .. escaped(shown) .. '"'
  if from > 1 or #shown < #text then literal = literal .. " (" .. #text .. " bytes)" end
  return literal
end

-- A whole string as a Lua literal, however long: snapshots keep everything.
local function quote_all(text)
  return '"' .. escaped(text) .. '"'
end

local function is_identifier(key)
  return type(key) == "string" and key:match("^[%a_][%w_]*$") ~= nil and not KEYWORDS[key]
end

local function render_number(n)
  if n ~= n then return "nan" end
  if n == math.huge then return "math.huge" end
  if n == -math.huge then return "-math.huge" end
  if math.type(n) == "integer" then return tostring(n) end
  return string.format("%.14g", n)
end

-- Keys sort numbers first, then strings, then booleans, then the rest by type name, so a table renders
-- the same way whatever order `next` visits it in.
local TYPE_RANK = { number = 1, string = 2, boolean = 3 }

local function key_before(a, b)
  local ta, tb = type(a), type(b)
  if ta ~= tb then
    local ra, rb = TYPE_RANK[ta] or 4, TYPE_RANK[tb] or 4
    if ra ~= rb then return ra < rb end
    return ta < tb
  end
  if ta == "number" or ta == "string" then return a < b end
  if ta == "boolean" then return (not a) and b end
  return false
end

local function sorted_keys(...)
  local keys, seen = {}, {}
  for i = 1, select("#", ...) do
    for key in next, (select(i, ...)) do
      if not seen[key] then
        seen[key] = true
        keys[#keys + 1] = key
      end
    end
  end
  table.sort(keys, key_before)
  return keys
end

local render

local function render_table(t, depth, ancestors)
  if ancestors[t] then return "<cycle>" end
  if depth > MAX_DEPTH then return "{...}" end
  ancestors[t] = true
  local count = 0
  while rawget(t, count + 1) ~= nil do count = count + 1 end
  local keys = {}
  for _, key in ipairs(sorted_keys(t)) do
    if not (math.type(key) == "integer" and key >= 1 and key <= count) then keys[#keys + 1] = key end
  end
  local parts = {}
  for i = 1, math.min(count, MAX_ITEMS) do
    parts[#parts + 1] = render(rawget(t, i), depth + 1, ancestors)
  end
  for _, key in ipairs(keys) do
    if #parts >= MAX_ITEMS then break end
    local shown = is_identifier(key) and key or ("[" .. render(key, depth + 1, ancestors) .. "]")
    parts[#parts + 1] = shown .. " = " .. render(rawget(t, key), depth + 1, ancestors)
  end
  local hidden = count + #keys - #parts
  if hidden > 0 then parts[#parts + 1] = "... (" .. hidden .. " more)" end
  ancestors[t] = nil
  return "{" .. table.concat(parts, ", ") .. "}"
end

-- Renders `value` readably and deterministically: strings quoted and escaped, tables with sorted keys,
-- nested no deeper than MAX_DEPTH, cycles as <cycle>, functions and userdata by type only (no addresses).
function render(value, depth, ancestors)
  local kind = type(value)
  if kind == "string" then return quote(value) end
  if kind == "number" then return render_number(value) end
  if kind == "table" then return render_table(value, depth or 1, ancestors or {}) end
  if kind == "nil" or kind == "boolean" then return tostring(value) end
  return "<" .. kind .. ">"
end

local function path_of(key)
  if is_identifier(key) then return "." .. key end
  return "[" .. render(key) .. "]"
end

-- The path of the first difference between `a` and `b` in sorted key order ("" when the values themselves
-- differ), or nil when they are deeply equal. `visited` pairs tables already under comparison, so cyclic
-- structures terminate.
local function difference(a, b, path, visited)
  if a == b then return nil end
  if type(a) ~= "table" or type(b) ~= "table" then return path end
  if visited[a] == b then return nil end
  visited[a] = b
  for _, key in ipairs(sorted_keys(a, b)) do
    local found = difference(rawget(a, key), rawget(b, key), path .. path_of(key), visited)
    if found then return found end
  end
  return nil
end

local function deeply_equal(a, b)
  return difference(a, b, "", {}) == nil
end

local function render_event(event)
  if type(event) ~= "table" then return render(event) end
  local fields, any = {}, false
  for key, value in next, event do
    if key ~= "name" then
      fields[key] = value
      any = true
    end
  end
  local name = type(event.name) == "string" and event.name or render(event.name)
  if any then return name .. " " .. render(fields) end
  return name
end

------------------------------------------------------------------------------------------------------------
-- Snapshot texts: whole values, one fact per line, so that a change shows as a line diff
------------------------------------------------------------------------------------------------------------

local MAX_SNAPSHOT_DEPTH = 32

-- A scalar as a snapshot writes it: strings whole, the rest as render() writes them.
local function snapshot_scalar(value)
  if type(value) == "string" then return quote_all(value) end
  return render(value)
end

local MAX_SNAPSHOT_LINE = 100

-- `item` (whose sequence is 1..count) on one line, `{ "a", key = 1 }`, when it holds no table; else nil.
local function one_line(item, count)
  local parts = {}
  for i = 1, count do
    local value = rawget(item, i)
    if type(value) == "table" then return nil end
    parts[#parts + 1] = snapshot_scalar(value)
  end
  for _, key in ipairs(sorted_keys(item)) do
    if not (math.type(key) == "integer" and key >= 1 and key <= count) then
      local value = rawget(item, key)
      if type(value) == "table" then return nil end
      local shown = is_identifier(key) and key or ("[" .. snapshot_scalar(key) .. "]")
      parts[#parts + 1] = shown .. " = " .. snapshot_scalar(value)
    end
  end
  return "{ " .. table.concat(parts, ", ") .. " }"
end

-- `value` as a Lua literal spread over lines, sorted keys, nothing left out; a table holding no table is
-- written on one line when it fits in MAX_SNAPSHOT_LINE characters. Nil and what cannot be kept (a table
-- that holds itself, or nested deeper than MAX_SNAPSHOT_DEPTH) otherwise.
local function snapshot_value(value)
  local lines, ancestors = {}, {}
  local function write(item, indent, prefix, suffix)
    if type(item) ~= "table" then
      lines[#lines + 1] = indent .. prefix .. snapshot_scalar(item) .. suffix
      return true
    end
    if ancestors[item] then return nil, "a table that holds itself" end
    if #indent / 2 >= MAX_SNAPSHOT_DEPTH then
      return nil, "tables nested deeper than " .. MAX_SNAPSHOT_DEPTH .. " levels"
    end
    if next(item) == nil then
      lines[#lines + 1] = indent .. prefix .. "{}" .. suffix
      return true
    end
    local count = 0
    while rawget(item, count + 1) ~= nil do count = count + 1 end
    local flat = one_line(item, count)
    if flat and #indent + #prefix + #flat + #suffix <= MAX_SNAPSHOT_LINE then
      lines[#lines + 1] = indent .. prefix .. flat .. suffix
      return true
    end
    ancestors[item] = true
    lines[#lines + 1] = indent .. prefix .. "{"
    for i = 1, count do
      local ok, why = write(rawget(item, i), indent .. "  ", "", ",")
      if not ok then return nil, why end
    end
    for _, key in ipairs(sorted_keys(item)) do
      if not (math.type(key) == "integer" and key >= 1 and key <= count) then
        local shown = is_identifier(key) and key or ("[" .. snapshot_scalar(key) .. "]")
        local ok, why = write(rawget(item, key), indent .. "  ", shown .. " = ", ",")
        if not ok then return nil, why end
      end
    end
    lines[#lines + 1] = indent .. "}" .. suffix
    ancestors[item] = nil
    return true
  end
  local ok, why = write(value, "", "", "")
  if not ok then return nil, why end
  return table.concat(lines, "\n")
end

-- `value` as one line per leaf, `path = value` in sorted key order (a scalar alone is its value), for the line
-- diff a failed to_equal shows: each line names where it is, so the diff keeps only the differing leaves and
-- their neighbours, paths shown. A table that holds itself, or nested deeper than MAX_SNAPSHOT_DEPTH, ends in
-- a line of its own.
local function leaf_lines(value)
  local lines, ancestors = {}, {}
  local function add(path, text)
    lines[#lines + 1] = path == "" and text or (path .. " = " .. text)
  end
  local function walk(item, path, depth)
    if type(item) ~= "table" then return add(path, snapshot_scalar(item)) end
    if ancestors[item] then return add(path, "<cycle>") end
    if depth > MAX_SNAPSHOT_DEPTH then return add(path, "{...}") end
    if next(item) == nil then return add(path, "{}") end
    ancestors[item] = true
    for _, key in ipairs(sorted_keys(item)) do
      walk(rawget(item, key), path .. path_of(key), depth + 1)
    end
    ancestors[item] = nil
  end
  walk(value, "", 1)
  return table.concat(lines, "\n")
end

-- The strings of a list field of a screen, quoted and joined; what is not a string is rendered as it is.
local function quoted_list(values)
  local parts = {}
  for i, value in ipairs(values) do parts[i] = snapshot_scalar(value) end
  return table.concat(parts, ", ")
end

-- A screen (from screen()) as a snapshot: its name, then one line per image, label, field, row, button,
-- loader and alert, in the order the screen shows them; empty parts are left out.
local function snapshot_screen(shown)
  local lines = {}
  local function add(line) lines[#lines + 1] = line end
  local function list(key)
    local values = rawget(shown, key)
    return type(values) == "table" and values or {}
  end
  add("screen " .. snapshot_scalar(rawget(shown, "name")))
  local title = rawget(shown, "title")
  if title ~= nil and title ~= "" then add("title " .. snapshot_scalar(title)) end
  if #list("images") > 0 then add("images " .. quoted_list(list("images"))) end
  for _, label in ipairs(list("labels")) do add("label " .. snapshot_scalar(label)) end
  local fields = list("fields")
  for _, id in ipairs(sorted_keys(fields)) do
    local field = fields[id]
    if type(field) == "table" then
      local parts = { "label " .. snapshot_scalar(field.label) }
      if field.placeholder ~= nil and field.placeholder ~= "" then
        parts[#parts + 1] = "placeholder " .. snapshot_scalar(field.placeholder)
      end
      parts[#parts + 1] = "value " .. snapshot_scalar(field.value)
      if field.secure then parts[#parts + 1] = "secure" end
      add("field " .. tostring(id) .. ": " .. table.concat(parts, ", "))
    else
      add("field " .. tostring(id) .. ": " .. snapshot_scalar(field))
    end
  end
  for i, row in ipairs(list("rows")) do
    if type(row) == "table" then
      local parts = { snapshot_scalar(row.title) }
      if row.detail ~= nil then parts[#parts + 1] = "detail " .. snapshot_scalar(row.detail) end
      if row.id ~= nil then parts[#parts + 1] = "id " .. snapshot_scalar(row.id) end
      if row.enabled == false then parts[#parts + 1] = "not selectable" end
      add("row " .. i .. ": " .. table.concat(parts, ", "))
    else
      add("row " .. i .. ": " .. snapshot_scalar(row))
    end
  end
  local disabled = {}
  for _, button in ipairs(list("disabled")) do disabled[button] = true end
  for _, button in ipairs(list("buttons")) do
    add("button " .. snapshot_scalar(button) .. (disabled[button] and " (disabled)" or ""))
  end
  if rawget(shown, "loading") then add("loading") end
  local alert = rawget(shown, "alert")
  if type(alert) == "table" then
    add("alert " .. snapshot_scalar(alert.title) .. ": " .. snapshot_scalar(alert.message))
    for _, action in ipairs(type(alert.actions) == "table" and alert.actions or {}) do
      add("  action " .. snapshot_scalar(action))
    end
  end
  return table.concat(lines, "\n")
end

M.MAX_TEXT = MAX_TEXT
M.quote = quote
M.sorted_keys = sorted_keys
M.render = render
M.difference = difference
M.deeply_equal = deeply_equal
M.render_event = render_event
M.snapshot_value = snapshot_value
M.leaf_lines = leaf_lines
M.snapshot_screen = snapshot_screen
return M
