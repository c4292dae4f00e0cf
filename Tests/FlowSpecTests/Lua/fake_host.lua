-- A fake of the host side of spec.lua's contract: a tiny headless app (onboarding, items, login) kept in
-- plain tables, so the DSL can be tested with the standalone interpreter. It records every call in
-- `fake.calls` for the tests to inspect.

local FakeHost = {}

local ONBOARDING_IMAGES = { "OnBoarding1", "OnBoarding2", "OnBoarding3" }
local DEFAULT_ITEMS = { { title = "Milk" }, { title = "Eggs" } }

local function copy(value)
  if type(value) ~= "table" then return value end
  local result = {}
  for key, inner in pairs(value) do result[key] = copy(inner) end
  return result
end

function FakeHost.new()
  local fake = {
    calls = {}, services = { login = {} }, presets = {}, persisted = {}, announced = {}, stack = {},
    timeline = {}, printed = {}, call_log = {}, held = {}, waiting = {}, snapshots = {}, stored_snapshots = {},
  }
  local H = {}

  local function record(...)
    fake.calls[#fake.calls + 1] = table.concat({ ... }, " ")
  end

  local function top() return fake.stack[#fake.stack] end

  -- The timeline as the real host keeps it: the stack noted at each announcement and after each step.
  local noted = {}
  local function note_stack()
    local names = {}
    for i, shown in ipairs(fake.stack) do names[i] = shown.name end
    local same = #names == #noted
    for i = 1, #names do same = same and names[i] == noted[i] end
    if same then return end
    noted = names
    fake.timeline[#fake.timeline + 1] = { screen = names[#names], stack = copy(names) }
  end

  local function announce(event)
    note_stack()
    fake.announced[#fake.announced + 1] = event
    fake.timeline[#fake.timeline + 1] = { announced = copy(event) }
  end

  local function items_screen()
    local shown = { name = "items.list", title = "Items", buttons = { "Add", "Log In" }, rows = {} }
    local failure = fake.services.items_failure
    if failure then
      fake.services.items_failure = nil
      shown.alert = { title = "Error", message = failure, actions = { "OK" } }
      return shown
    end
    for _, item in ipairs(fake.services.items or fake.persisted.items or DEFAULT_ITEMS) do
      shown.rows[#shown.rows + 1] = { title = item.title, enabled = item.enabled ~= false }
    end
    return shown
  end

  local function onboarding_screen(queue)
    local image = table.remove(queue, 1)
    return {
      name = "onboarding", title = "Welcome", images = { image }, queue = queue,
      buttons = { #queue > 0 and "Continue" or "Start" },
    }
  end

  local function start()
    fake.stack = {}
    if fake.persisted.tutorial_completed then
      fake.stack[1] = items_screen()
    else
      fake.stack[1] = onboarding_screen(copy(ONBOARDING_IMAGES))
    end
  end

  local function sign_in(login)
    local email, password = login.fields.email.value, login.fields.password.value
    local account = fake.services.login[email]
    if account and account.password == password and account.user_id then
      fake.persisted.session_token = "t-" .. account.user_id
      announce({ name = "login", user_id = account.user_id })
      table.remove(fake.stack)
      return true
    end
    login.alert = {
      title = "Login Failed", message = "User has not been authenticated.", actions = { "OK", "Try Again" },
    }
    return true
  end

  -- Level 1 is H.location's caller (debug level 2). The frames of a Lua hook function (the harness's
  -- instruction budget) are left out: the host's count hook is C, with no frame of its own.
  function H.location(level)
    local seen, at, info = 0, 1, nil
    while seen < level do
      at = at + 1
      info = debug.getinfo(at, "Sln")
      if info == nil then return nil end
      if info.namewhat ~= "hook" then seen = seen + 1 end
    end
    return (info.source:gsub("^[@=]", "")), info.currentline
  end

  -- The lines a Lua function's text spans, as the host's lua_getinfo(">S") gives them.
  function H.lines(fn)
    local info = debug.getinfo(fn, "S")
    if info.what ~= "Lua" then return nil end
    return info.linedefined, info.lastlinedefined
  end

  H.xpcall = xpcall

  function H.load(source, file, env)
    return load(source, "@" .. file, "t", env)
  end

  function H.launch(path, args)
    record("launch", path)
    fake.launch_args = copy(args)
    if path ~= "flows/app.lua" then return nil, "no flow file " .. path end
    fake.persisted = copy(fake.presets)
    fake.announced = {}
    fake.timeline = {}
    noted = {}
    start()
    if fake.print_on_launch then fake.printed[#fake.printed + 1] = fake.print_on_launch end
    return true
  end

  function H.relaunch()
    record("relaunch")
    noted = {}
    start()
    return true
  end

  function H.timeline(from)
    note_stack()
    return table.move(fake.timeline, from, #fake.timeline, 1, {})
  end

  function H.printed() return copy(fake.printed) end

  function H.calls(name) return copy(fake.call_log[name] or {}) end

  function H.hold(name)
    record("hold", name)
    fake.held[#fake.held + 1] = name
    return true
  end

  -- A held call waits once made; the fake makes "login.sign_in" when a login's Log In is tapped.
  function H.release(name)
    record("release", tostring(name))
    if #fake.waiting == 0 then return nil, "no held call is waiting" end
    fake.waiting = {}
    return true
  end

  function H.snapshot(name, ordinal, text)
    local key = name or ("#" .. ordinal)
    record("snapshot", key)
    local stored = fake.stored_snapshots[key]
    if stored ~= nil and stored ~= text then return nil, "snapshot " .. key .. " does not match" end
    fake.snapshots[key] = text
    return true
  end

  function H.tap(title)
    record("tap", title)
    local shown = top()
    if shown.alert then
      for _, action in ipairs(shown.alert.actions) do
        if action == title then
          shown.alert = nil
          return true
        end
      end
      return nil, "no action " .. string.format("%q", title) .. " on the alert"
    end
    local found = false
    for _, button in ipairs(shown.buttons or {}) do found = found or button == title end
    if not found then
      return nil, "no button " .. string.format("%q", title) .. " on " .. shown.name
    end
    if shown.name == "onboarding" then
      if #shown.queue > 0 then
        fake.stack[#fake.stack] = onboarding_screen(shown.queue)
      else
        fake.persisted.tutorial_completed = true
        announce({ name = "tutorial_finished" })
        fake.stack = { items_screen() }
      end
    elseif shown.name == "items.list" and title == "Log In" then
      fake.stack[#fake.stack + 1] = {
        name = "login", title = "Log In", buttons = { "Log In" },
        fields = {
          email = { label = "Email", value = "" },
          password = { label = "Password", value = "", secure = true },
        },
      }
    elseif shown.name == "login" then
      return sign_in(shown)
    elseif title == "Explode" then
      error("the flow raised")
    end
    return true
  end

  function H.type(field, text)
    record("type", field, text)
    local shown = top()
    if not (shown.fields and shown.fields[field]) then return nil, "no field " .. field .. " on " .. shown.name end
    shown.fields[field].value = text
    return true
  end

  -- The real host masks through its driver; the fake masks a field its top screen marks secure or lacks.
  function H.masked_text(field, text)
    local shown = top()
    local spec = shown.fields and shown.fields[field]
    if spec == nil or spec.secure then return "********" end
    return text
  end

  function H.select(row)
    record("select", tostring(row))
    local shown = top()
    local entry = shown.rows and shown.rows[row]
    if entry == nil then return nil, "no row " .. row .. " on " .. shown.name end
    fake.stack[#fake.stack + 1] = { name = "items.details", title = entry.title }
    return true
  end

  function H.back()
    record("back")
    if #fake.stack < 2 then return nil, "nothing to go back from" end
    table.remove(fake.stack)
    return true
  end

  function H.screen()
    local shown = copy(top())
    shown.queue = nil
    return shown
  end

  function H.screen_text()
    local shown = top()
    local text = "[" .. shown.name .. "] " .. (shown.title or "")
    if shown.alert then text = text .. " ! " .. shown.alert.title end
    return text
  end

  function H.stack()
    local names = {}
    for i, shown in ipairs(fake.stack) do names[i] = shown.name end
    return names
  end

  function H.persisted() return copy(fake.persisted) end

  function H.announced() return copy(fake.announced) end

  function H.service(service, action, ...)
    record("service", service, action)
    local args = { ... }
    if service == "items" and action == "returns" then
      fake.services.items = copy(args[1])
    elseif service == "items" and action == "fail_next" then
      fake.services.items_failure = args[1] or "failed"
    elseif service == "login" and action == "accept" then
      fake.services.login[args[1]] = { password = args[2], user_id = args[3] }
    elseif service == "login" and action == "reject" then
      fake.services.login[args[1]] = { password = args[2] }
    else
      return nil, "the fake host does not implement " .. service .. "." .. action
    end
    return true
  end

  -- What the built-in modules declare, as the real host's H.vocabulary gives it.
  H.vocabulary = {
    services = {
      items = { returns = { "table" }, fail_next = { "string?" } },
      melodies = {
        returns = { "table" }, stored = { "table" }, offline = {}, online = {},
        fail_next = { { one_of = { "unknown", "no_network", "no_data" }, optional = false } },
      },
      login = {
        accept = { "string", "string", "string" }, reject = { "string", "string" }, fail_next = { "string?" },
      },
    },
    presets = {
      tutorial_seen = { "boolean?" }, logged_in = { "string", names = { "user_id" } }, items = { "table" },
    },
    calls = { "login.sign_in", "melodies.fetch" },
  }

  function H.preset(name, ...)
    record("preset", name)
    local value = ...
    if name == "tutorial_seen" then
      fake.presets.tutorial_completed = value ~= false
    elseif name == "items" then
      fake.presets.items = copy(value)
    else
      return nil, "the fake host does not implement preset " .. name
    end
    return true
  end

  return H, fake
end

return FakeHost
