-- Checks the options table a flow module's start takes, as app's own builders check theirs:
-- an unknown key (a typo, most likely) or a value of the wrong type is an error that names the
-- option and the function, located at the caller.
local options = {}

local function known_names(types)
  local names = {}
  for name in pairs(types) do names[#names + 1] = name end
  table.sort(names)
  return table.concat(names, ", ")
end

--- Returns `given` (an empty table for nil) once every key is in `types` with a value of its type.
-- `types` maps option names to Lua type names: { on_finish = "function", images = "table" }.
function options.check(given, func, types)
  if given == nil then return {} end
  if type(given) ~= "table" then
    error(("bad argument #2 to '%s' (options table expected, got %s)"):format(func, type(given)), 3)
  end
  for key, value in pairs(given) do
    local expected = types[key]
    if expected == nil then
      error(("unknown option '%s' to '%s' (known: %s)"):format(tostring(key), func, known_names(types)), 3)
    end
    if type(value) ~= expected then
      error(("bad option '%s' to '%s' (%s expected, got %s)"):format(key, func, expected, type(value)), 3)
    end
  end
  return given
end

return options
