-- A flow for the spec runner's own tests: its "Loop" button never returns.
return function(app)
  app.nav:replace_root(app.screen{
    name = "looping",
    title = "Looping",
    buttons = { { title = "Loop", action = function()
      while true do end
    end } },
  })
end
