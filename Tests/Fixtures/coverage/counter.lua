-- A flow for the coverage tests: counter_spec.lua taps "Tap" and never "Reset", so lines 14 and 15 never run.
return function(app)
  local taps = 0
  local function counter()
    return app.screen{
      name = "counter",
      title = "Taps: " .. taps,
      buttons = {
        { title = "Tap", action = function()
          taps = taps + 1
          app.nav:replace_root(counter())
        end },
        { title = "Reset", action = function()
          taps = 0
          app.nav:replace_root(counter())
        end },
      },
    }
  end
  app.nav:replace_root(counter())
end
