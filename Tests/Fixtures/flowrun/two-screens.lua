-- Two screens built in Lua: "Next" pushes the second; its "Explode" button raises from a callback.
local function explode()
  error("the fuse was lit")
end

return function(app)
  local second = app.screen{
    name = "second",
    title = "Second",
    buttons = { { title = "Explode", action = function() explode() end } },
  }
  app.nav:replace_root(app.screen{
    name = "first",
    title = "Welcome",
    images = { "OnBoarding2" },
    labels = { "A flow of two screens" },
    buttons = { { title = "Next", action = function() app.nav:push(second) end } },
  })
end
