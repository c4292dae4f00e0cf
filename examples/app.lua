-- The demo app: the tutorial on first launch only, then the login (skipped while a session an earlier
-- launch stored lasts), then the items list with "Melodies" (pushed: back returns to the list) and
-- "Log Out" (back to the login).
--   flowrun run examples/app.lua --state .flowhost
local onboarding = require("onboarding")
local login = require("login")
local items = require("items")
local melodies = require("melodies")

local function show_items(app)
  items.start(app, {
    actions = {
      { title = "Melodies", action = function() app.nav:push(melodies.build(app)) end },
      { title = "Log Out", action = function() app.login.logout() end },
    },
  })
end

local function show_login(app)
  login.start(app, { on_login = function() show_items(app) end })
end

return function(app)
  -- However the session ends, the login comes back as the only screen.
  app.events.on("logout", function() show_login(app) end)
  if app.onboarding.should_show() then
    onboarding.start(app, { on_finish = function() show_login(app) end })
  elseif app.login.user_id() then
    show_items(app)
  else
    show_login(app)
  end
end
