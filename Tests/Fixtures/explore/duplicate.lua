-- Two buttons with one title: `tap Next` can only reach the first.
return function(app)
  app.nav:replace_root(app.screen{ name = "twins", title = "Twins", buttons = {
    { title = "Next", action = function() app.nav:push(app.screen{ name = "one", title = "One" }) end },
    { title = "Next", action = function() app.nav:push(app.screen{ name = "two", title = "Two" }) end },
  } })
end
