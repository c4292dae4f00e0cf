-- A screen whose texts take two columns a character (emoji, CJK), to check frames stay aligned.
return function(app)
  app.nav:replace_root(app.screen{
    name = "wide",
    title = "☕ Café 日本語",
    labels = { "日本語のラベル ☕☕ and some ASCII after it" },
    buttons = { { title = "注文 ☕", action = function() end }, { title = "Plain" , action = function() end } },
  })
end
