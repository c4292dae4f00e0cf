-- The melodies list over a Lua API returning two melodies (M3: the view shows what the service gave).
return function(app)
  app.nav:replace_root(app.melodies.list{
    api = { fetch = function()
      return {
        { id = 1, title = "Clair de Lune", artist = "Claude Debussy" },
        { id = "two", title = "Boléro", artist = "Maurice Ravel" },
      }
    end },
  })
end
