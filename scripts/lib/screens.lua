-- Screens the flows share, built with app.screen.
local screens = {}

--- A screen with a title, a few lines of text and buttons ({ { title = ..., action = ... } }).
function screens.message(app, spec)
  return app.screen{
    name = spec.name or "message",
    title = spec.title,
    labels = spec.lines,
    buttons = spec.buttons,
  }
end

return screens
