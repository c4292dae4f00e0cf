import FlowScript

/// Screens shared by several suites.
public enum Fixtures {
    /// The login screen with a filled email and password (L1's reference pair).
    public static let login = Screen(
        name: "login",
        title: "Sign In",
        labels: ["Use your agent account."],
        buttons: [ScreenButton(title: "Sign In"), ScreenButton(title: "Help", isEnabled: false)],
        fields: [
            ScreenField(id: "email", label: "Email", placeholder: "you@example.com", value: "agent@shield.org"),
            ScreenField(id: "password", label: "Password", value: "hailHydra", isSecure: true),
        ]
    )

    /// The login screen showing L2's error alert with L3's two actions.
    public static var loginFailed: Screen {
        var screen = login
        screen.alert = ScreenAlert(
            title: "Login Failed",
            message: "User has not been authenticated.",
            primaryAction: "OK",
            secondaryAction: "Try Again"
        )
        return screen
    }

    /// The items list with three rows, the second disabled.
    public static let itemsList = Screen(
        name: "items.list",
        title: "Items",
        buttons: [ScreenButton(title: "Add"), ScreenButton(title: "Delete All")],
        rows: [
            ScreenRow(title: "Milk", detail: "2024-05-01"),
            ScreenRow(title: "Bread", isEnabled: false),
            ScreenRow(title: "Eggs"),
        ]
    )

    /// The second onboarding image (O2, O3).
    public static let onboarding = Screen(
        name: "onboarding",
        title: "Welcome",
        images: ["OnBoarding2"],
        buttons: [ScreenButton(title: "Continue")]
    )
}

extension Fixtures {
    /// A flow of one screen, "counter", titled "Taps N", whose "Tap" button adds one to N.
    public static let counterFlow = """
        return function(app)
          local taps = 0
          local function show()
            return app.screen{ name = "counter", title = "Taps " .. taps,
              buttons = { { title = "Tap", action = function() taps = taps + 1; app.nav:replace_root(show()) end } } }
          end
          app.nav:replace_root(show())
        end
        """
}
