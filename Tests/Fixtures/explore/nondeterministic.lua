-- "Go" pushes screen A on its first tap in a launch and screen B after: state kept in the Lua state, neither
-- on screen nor in the store. A replay from a fresh launch always sees A; a session that walks back to Home and
-- taps "Go" again to reach A's actions sees B: explore reports the flow as not deterministic.
return function(app)
  local taps = 0
  local function leaf(name)
    return app.screen{ name = name, title = name, labels = { "the end" } }
  end
  local function home()
    return app.screen{ name = "home", title = "Home", buttons = {
      { title = "Go", action = function()
          taps = taps + 1
          if taps == 1 then
            app.nav:push(app.screen{ name = "a", title = "A", buttons = {
              { title = "Deeper", action = function() app.nav:push(leaf("c")) end },
            } })
          else
            app.nav:push(leaf("b"))
          end
        end },
      { title = "Other", action = function() app.nav:push(leaf("other")) end },
    } }
  end
  app.nav:replace_root(home())
end
