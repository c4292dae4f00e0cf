-- Does not compile: the table is never closed.
return function(app)
  app.nav:replace_root(app.screen{ title = "Broken"
end
