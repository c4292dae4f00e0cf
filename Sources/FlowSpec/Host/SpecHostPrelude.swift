/// The Lua half of the spec host: `H.location` and the entry function every collection and run goes through.
///
/// LuaHost offers Swift no view of the call stack, so `location` asks Lua itself: `error("", n)` prefixes the
/// message with `luaL_where(L, n)`, the `short_src:currentline` of level `n`. Two details follow from that:
/// - `short_src` shortens names longer than `LUA_IDSIZE` to `...tail`; `remember(name)` registers full names
///   (the spec file) to map such tails back, so long paths stay whole.
/// - A C frame and the space past the top both give no prefix. Every run starts in `entry`, whose chunk is
///   `=flowhost`: reaching it means the spec's stack ended, so `location` returns nil there, as the contract
///   asks; a level with no prefix before it is a C function (line -1).
enum SpecHostPrelude {
    /// The chunk name of the prelude; the DSL never sees it, since `location` stops there.
    static let chunkName = "=flowhost"

    /// The chunk: returns `{ location = ..., entry = ..., remember = ... }`.
    static let source = #"""
    local error, ipairs, pcall, tonumber = error, ipairs, pcall, tonumber
    local pack, unpack = table.pack, table.unpack

    local full_names = {}

    local function remember(name)
      full_names[#full_names + 1] = name
    end

    local function full_name(short)
      if short:sub(1, 3) ~= "..." then return short end
      local tail = short:sub(4)
      for _, name in ipairs(full_names) do
        if name:sub(-#tail) == tail then return name end
      end
      return short
    end

    -- Level 1 is the caller of location. Seen from inside `error` (level 0), pcall is level 1 and location
    -- level 2, so that caller is level 3.
    local function location(level)
      local _, where = pcall(error, "", level + 2)
      if where == "" then return "[C]", -1 end
      local source, line = where:match("^(.*):(%d+): $")
      if source == nil then return "[C]", -1 end
      if source == "flowhost" then return nil end
      return full_name(source), tonumber(line)
    end

    -- Not a tail call: this frame must stay on the stack for location to stop at.
    local function entry(fn, ...)
      local results = pack(fn(...))
      return unpack(results, 1, results.n)
    end

    return { location = location, entry = entry, remember = remember }
    """#
}
