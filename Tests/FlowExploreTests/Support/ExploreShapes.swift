/// Flows of a known shape, generated, for the tests of explore's cost: how many actions it executes grows
/// with the number of screens, not with its square.
enum ExploreShapes {
    /// `count` screens in a row, each with one "Next" button; with `pushing`, each is pushed (so `back` works),
    /// else each replaces the root.
    static func chain(_ count: Int, pushing: Bool = false) -> String {
        let show = pushing ? "app.nav:push" : "app.nav:replace_root"
        return """
            return function(app)
              local function page(i)
                local buttons = {}
                if i < \(count) then
                  buttons[1] = { title = "Next", action = function() \(show)(page(i + 1)) end }
                end
                return app.screen{ name = "page" .. i, title = "Page", labels = { "step" }, buttons = buttons }
              end
              app.nav:replace_root(page(1))
            end

            """
    }

    /// One screen with `count` buttons, each pushing a screen of its own.
    static func fan(_ count: Int) -> String {
        """
        return function(app)
          local buttons = {}
          for i = 1, \(count) do
            buttons[i] = { title = "Open " .. i, action = function()
              app.nav:push(app.screen{ name = "leaf" .. i, title = "Leaf", labels = { "leaf" } })
            end }
          end
          app.nav:replace_root(app.screen{ name = "fan", title = "Fan", buttons = buttons })
        end

        """
    }

    /// A tree `levels` deep with `choices` buttons on each screen, each pushing the next level.
    static func grid(levels: Int, choices: Int) -> String {
        """
        return function(app)
          local function level(path)
            local buttons = {}
            if #path < \(levels) then
              for i = 1, \(choices) do
                buttons[i] = { title = "Choice " .. string.char(64 + i), action = function()
                  app.nav:push(level(path .. string.char(64 + i)))
                end }
              end
            end
            return app.screen{ name = "level" .. path, title = "Level", labels = { "grid" }, buttons = buttons }
          end
          app.nav:replace_root(level(""))
        end

        """
    }
}
