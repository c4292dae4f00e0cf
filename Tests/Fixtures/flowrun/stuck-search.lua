-- A flow whose "Search" button never returns: its pattern backtracks for hours inside string.find, a C
-- function the instruction budget cannot interrupt (flowrun's --time-limit must end the run).
return function(app)
  app.nav:replace_root(app.screen{
    name = "search",
    title = "Search",
    buttons = { { title = "Search", action = function()
      return string.rep("a", 3000):find(".-.-.-.-b")
    end } },
  })
end
