import FlowScript

/// A login run's transcript and its screens, shared by the transcript suites (FlowScript's and the golden
/// files' in FlowTooling).
public enum LoginTranscript {
    /// The login screen before anything is typed.
    public static let emptyLogin = Screen(
        name: "login",
        title: "Sign In",
        buttons: [ScreenButton(title: "Sign In")],
        fields: [
            ScreenField(id: "email", label: "Email"),
            ScreenField(id: "password", label: "Password", isSecure: true),
        ]
    )

    /// The login screen with `email` and `password` typed.
    public static func login(email: String, password: String) -> Screen {
        var screen = emptyLogin
        screen.fields[0].value = email
        screen.fields[1].value = password
        return screen
    }

    /// The items list the sign-in pushes.
    public static let items = Screen(name: "items.list", title: "Items", rows: [ScreenRow(title: "Milk", detail: "2024-05-01")])

    /// A login run (L1): start, two typed fields, a sign-in that pushes the list, the login
    /// announcement (L4), then a failing event. Events come masked, as the driver records them.
    public static func run() -> Transcript {
        var transcript = Transcript()
        transcript.recordStart(screen: emptyLogin, navigation: [NavigationChange(kind: .replaceRoot, modules: ["login"])])
        transcript.recordEvent(.type(fieldID: "email", text: "agent@shield.org"), line: 1, navigation: [],
                               screen: login(email: "agent@shield.org", password: ""))
        transcript.recordEvent(.type(fieldID: "password", text: ScreenField.mask), line: 2, navigation: [],
                               screen: login(email: "agent@shield.org", password: "hailHydra"))
        transcript.recordEvent(.tap(title: "Sign In"), line: 3,
                               navigation: [NavigationChange(kind: .push, modules: ["items.list"])], screen: items)
        transcript.recordAnnouncement(Announcement("login", fields: ["user": .integer(42)]))
        transcript.recordError("row 5 is out of range on screen 'items.list' (rows 1-1)", event: .select(row: 5), line: 4)
        return transcript
    }
}
