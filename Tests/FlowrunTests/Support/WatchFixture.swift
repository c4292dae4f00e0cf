/// The flow the `--watch` tests edit while a run watches it.
enum WatchFixture {
    /// A flow of two screens whose second is titled `title` and reached by the button `next`.
    static func flow(next: String = "Next", title: String = "Second") -> String {
        """
        return function(app)
          local second = app.screen{ name = "second", title = "\(title)", buttons = { { title = "Stay", action = function() end } } }
          app.nav:replace_root(app.screen{
            name = "first", title = "Welcome",
            buttons = { { title = "\(next)", action = function() app.nav:push(second) end } },
          })
        end
        """
    }
}
