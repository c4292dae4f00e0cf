import FlowScript
import Testing
@testable import FlowTerminal

@Suite("Terminal command line completion")
struct TerminalCompletionTests {
    private let screen = Screen(
        name: "login.form", buttons: [ScreenButton(title: "Sign In"), ScreenButton(title: "Sign Up")],
        fields: [ScreenField(id: "email"), ScreenField(id: "password", isSecure: true)],
        rows: [ScreenRow(title: "a"), ScreenRow(title: "b")])

    @Test func aWordAloneCompletesToVerbs() {
        #expect(TerminalCompletion.candidates(for: "t", on: screen) == ["tap ", "type "])
        #expect(TerminalCompletion.candidates(for: "", on: screen).contains("back"))
    }

    @Test func tapCompletesButtonTitles() {
        #expect(TerminalCompletion.candidates(for: "tap Sign I", on: screen) == ["tap Sign In"])
        #expect(TerminalCompletion.candidates(for: "tap ", on: screen) == ["tap Sign In", "tap Sign Up"])
    }

    @Test func typeCompletesFieldIdsAndSelectRowNumbers() {
        #expect(TerminalCompletion.candidates(for: "type p", on: screen) == ["type password "])
        #expect(TerminalCompletion.candidates(for: "select ", on: screen) == ["select 1", "select 2"])
    }

    @Test func anAlertsActionsAreWhatTapCompletes() {
        var alerted = screen
        alerted.alert = ScreenAlert(title: "Oops", primaryAction: "OK")
        #expect(TerminalCompletion.candidates(for: "tap ", on: alerted) == ["tap OK"])
    }
}
