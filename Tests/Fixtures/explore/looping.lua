-- A button whose action never ends: the instruction budget stops it, and explore reports a timeout.
return function(app)
  app.nav:replace_root(app.screen{ name = "loop", title = "Loop", buttons = {
    { title = "Spin", action = function() while true do end end },
  } })
end
