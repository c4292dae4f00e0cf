-- The melodies list over a Lua API that fails with a message of its own (M2: an unknown error).
return function(app)
  app.nav:replace_root(app.melodies.list{
    api = { fetch = function() return nil, "the server is down" end },
  })
end
