-- Signing in (L1-L5): the login scene, through the app's service or a Lua `api`.
-- As a module: login.start(app, { api = { sign_in = ... }, on_login = function(user_id) ... end }).
-- On its own it ends on a "Signed in as <id>" screen whose Log Out returns to the login.
local options = require("lib.options")
local screens = require("lib.screens")

local login = {}

local OPTIONS = { api = "table", on_login = "function" }

local function show_signed_in(app, user_id, opts)
  app.nav:replace_root(screens.message(app, {
    name = "signed_in",
    title = "Signed in as " .. user_id,
    buttons = {
      { title = "Log Out", action = function()
          app.login.logout()
          login.start(app, opts)
        end },
    },
  }))
end

function login.start(app, opts)
  opts = options.check(opts, "login.start", OPTIONS)
  app.nav:replace_root(app.login.build{
    api = opts.api,
    on_login = opts.on_login or function(user_id) show_signed_in(app, user_id, opts) end,
  })
end

return login
