-- A flow beside the launching fixture: its title shows the args its start got (launch(path, { args = ... })).
return function(app, args)
  local title = "no args"
  if args then title = table.concat(args.images, ", ") .. " x" .. args.count end
  app.nav:replace_root(app.screen{ name = "args", title = title })
end
