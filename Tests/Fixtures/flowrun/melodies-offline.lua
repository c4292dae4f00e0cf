-- The melodies list over a Lua API that reports no connection (M2: the typed "no network" error).
return function(app)
  app.nav:replace_root(app.melodies.list{
    api = { fetch = function() return nil, app.melodies.no_network end },
  })
end
