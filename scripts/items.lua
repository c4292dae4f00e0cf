-- The items list (I1-I7): a row opens the details of exactly that item, Add opens the form, which
-- goes back to the refreshed list once the item is created.
-- As a module: items.build(app, { actions = { { title = ..., action = ... } } }) returns the list;
-- items.start(app, opts) makes it the root. On its own it is the whole flow.
local options = require("lib.options")

local items = {}

local OPTIONS = { actions = "table" }

function items.build(app, opts)
  opts = options.check(opts, "items.build", OPTIONS)
  return app.items.list{
    actions = opts.actions,
    on_select = function(item) app.nav:push(app.items.details(item)) end,
    on_add = function() app.nav:push(app.items.add{}) end,
  }
end

function items.start(app, opts)
  opts = options.check(opts, "items.start", OPTIONS)
  app.nav:replace_root(items.build(app, opts))
end

return items
