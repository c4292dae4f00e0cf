-- The first-launch tutorial (O1-O5): one image at a time with Continue, Start on the last.
-- As a module: onboarding.start(app, { images = { ... }, on_finish = function() ... end }); the app
-- decides when to show it (app.onboarding.should_show()).
-- On its own (flowrun run scripts/onboarding.lua) it ends on a "Ready" screen, whose Start Over shows
-- the tutorial again.
local options = require("lib.options")
local screens = require("lib.screens")

local onboarding = {}

local function show_ready(app, opts)
  app.nav:replace_root(screens.message(app, {
    name = "ready", title = "Ready", lines = { "The tutorial is done." },
    buttons = { { title = "Start Over", action = function() onboarding.start(app, opts) end } },
  }))
end

function onboarding.start(app, opts)
  opts = options.check(opts, "onboarding.start", { images = "table", on_finish = "function" })
  app.nav:replace_root(app.onboarding.build{
    images = opts.images,
    on_finish = opts.on_finish or function() show_ready(app, opts) end,
  })
end

return onboarding
