-- A flow whose texts are markup: the studio must show them as text, never run them.
return function(app)
  app.nav:replace_root(app.screen{
    name = "markup",
    title = "<script>window.studioPwned = 1</script><b>bold</b>",
    labels = { "<img src=x onerror=\"window.studioPwned = 2\">" },
    buttons = { { title = "<i>tap</i>", action = function() end } },
  })
end
