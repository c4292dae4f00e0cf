-- The melodies list (M1-M3): from the API online, from the cache offline, typed errors otherwise.
-- As a module: melodies.build(app, { api = { fetch = ... }, actions = { ... } }) returns the list
-- (the demo app pushes it); melodies.start(app, opts) makes it the root, as when run on its own.
local options = require("lib.options")

local melodies = {}

local OPTIONS = { api = "table", actions = "table" }

function melodies.build(app, opts)
  opts = options.check(opts, "melodies.build", OPTIONS)
  return app.melodies.list{ api = opts.api, actions = opts.actions }
end

function melodies.start(app, opts)
  opts = options.check(opts, "melodies.start", OPTIONS)
  app.nav:replace_root(melodies.build(app, opts))
end

return melodies
