-- Each tap adds a button: a flow with unboundedly many states, which only --max-states stops.
return function(app)
  local count = 1
  local function show()
    local buttons = {}
    for i = 1, count do
      buttons[i] = { title = "Add " .. i, action = function() count = count + 1; show() end }
    end
    app.nav:replace_root(app.screen{ name = "growing", title = "Buttons", buttons = buttons })
  end
  show()
end
