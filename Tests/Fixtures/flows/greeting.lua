-- A one-screen flow for the spec runner's own tests: its title counts the taps on "Tap".
return function(app)
  local taps = 0
  local function greeting()
    return app.screen{
      name = "greeting",
      title = taps == 0 and "Hello" or ("Tapped " .. taps),
      buttons = { { title = "Tap", action = function()
        taps = taps + 1
        app.nav:replace_root(greeting())
      end } },
    }
  end
  app.nav:replace_root(greeting())
end
