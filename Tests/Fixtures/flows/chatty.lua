-- A one-screen flow for the spec runner's own tests that prints when it starts, so specs can show that a
-- flow's print is captured with the scenario.
return function(app)
  print("the flow starts")
  app.nav:replace_root(app.screen{ name = "chatty", title = "Chatty" })
end
