-- For `flowrun explore`'s button coverage (Tests/FlowrunTests/ExploreCommandTests): a button whose tap
-- raises ("Explode"), and a login whose service refuses everyone, so its "Login Failed" alert covers the form.
return function(app)
  app.nav:replace_root(app.screen{ name = "home", title = "Home", buttons = {
    { title = "Explode", action = function() error("planted: the fuse was lit") end },
    { title = "Open Login", action = function()
        app.nav:push(app.login.build{
          api = { sign_in = function() return nil end },
          on_login = function() end,
        })
      end },
  } })
end
