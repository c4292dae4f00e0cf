-- A flow file whose top level never returns: the pattern backtracks inside string.find, a C function the
-- instruction budget cannot interrupt, while the file loads (flowrun's --time-limit must end the run).
local found = string.rep("a", 3000):find(".-.-.-.-b")
return function(app)
  app.nav:replace_root(app.screen{ name = "never", title = tostring(found) })
end
