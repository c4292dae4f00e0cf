-- Planted bugs for `flowrun explore` (Tests/FlowExploreTests, Tests/FlowrunTests/ExploreCommandTests):
--   * a flow error three screens deep, only behind a typed value (a very long password);
--   * a dead end ("About" replaces the root with a screen that offers nothing);
--   * a button that does nothing ("Help").
-- Nothing else here is wrong.
local home

local function welcome(app, user_id)
  if #user_id > 100 then
    error("planted: a user id of " .. #user_id .. " characters breaks the welcome screen")
  end
  return app.screen{ name = "welcome", title = "Welcome", buttons = {
    { title = "Log Out", action = function()
        app.login.logout()
        app.nav:replace_root(home(app))
      end },
  } }
end

local function account(app)
  return app.screen{ name = "account", title = "Account", buttons = {
    { title = "Open Login", action = function()
        app.nav:push(app.login.build{
          api = { sign_in = function(_, password) return { user_id = "u-" .. password, token = "t" } end },
          on_login = function(user_id) app.nav:replace_root(welcome(app, user_id)) end,
        })
      end },
  } }
end

home = function(app)
  return app.screen{ name = "home", title = "Home", buttons = {
    { title = "Account", action = function() app.nav:push(account(app)) end },
    { title = "Help", action = function() end },
    { title = "About", action = function()
        app.nav:replace_root(app.screen{ name = "about", title = "About", labels = { "FlowHost 1.0" } })
      end },
  } }
end

return function(app)
  app.nav:replace_root(home(app))
end
