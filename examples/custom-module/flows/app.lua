-- The example app: the built-in login first, then the settings screen of the app's own module.
-- Sign Out signs the user out (login's logout) and comes back to the login.
--   swift run settings-run run flows/app.lua
local TOGGLES = {
  { key = "dark_mode", title = "Dark Mode" },
  { key = "notifications", title = "Notifications", default = true },
}

local show_login

local function show_settings(app)
  app.nav:replace_root(app.settings.build{
    toggles = TOGGLES,
    on_sign_out = function() app.login.logout() end,
  })
end

show_login = function(app)
  app.nav:replace_root(app.login.build{ on_login = function() show_settings(app) end })
end

return function(app)
  app.events.on("logout", function() show_login(app) end)
  if app.login.user_id() then
    show_settings(app)
  else
    show_login(app)
  end
end
