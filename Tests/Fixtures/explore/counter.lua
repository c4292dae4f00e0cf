-- A title that counts taps: states never repeat their text, but their fingerprint does.
return function(app)
  local count = 0
  local function show()
    app.nav:replace_root(app.screen{ name = "counter", title = "Tapped " .. count .. " times", buttons = {
      { title = "Tap", action = function() count = count + 1; show() end },
    } })
  end
  show()
end
