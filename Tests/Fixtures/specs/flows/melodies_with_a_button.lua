-- Fixture flow of held_calls_spec.lua: the melodies list with a button of the flow's own after the list's.
return function(app)
  app.nav:replace_root(app.melodies.list{ actions = { { title = "Done", action = function() end } } })
end
