-- Two enabled buttons titled "OK" whose actions say which ran: a tap must keep the button's identity.
return function(app)
  local function show(said)
    return app.screen{ name = "twins", title = said, buttons = {
      { title = "OK", action = function() app.nav:replace_root(show("first OK")) end },
      { title = "OK", action = function() app.nav:replace_root(show("second OK")) end },
    } }
  end
  app.nav:replace_root(show("none"))
end
