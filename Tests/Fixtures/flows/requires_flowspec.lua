-- A flow that asks for the spec DSL's module, which only the specs' states have: it does not load.
local spec = require("flowspec")

return function(app)
  app.nav:replace_root(app.screen{ name = "dsl", title = type(spec) })
end
