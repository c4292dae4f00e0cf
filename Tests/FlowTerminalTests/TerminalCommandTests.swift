import FlowHostTestSupport
import FlowScript
import Testing
@testable import FlowTerminal

@Suite("Terminal commands")
struct TerminalCommandTests {
    /// The command `line` means on `screen`, as the first line typed.
    func command(_ line: String, on screen: Screen = Fixtures.login) throws -> TerminalCommand? {
        try TerminalCommand.parse(line, number: 1, on: screen)
    }

    @Test func aButtonNumberTapsThatButton() throws {
        #expect(try command("2", on: Fixtures.itemsList) == .event(.tap(title: "Delete All")))
    }

    @Test("the number of the second of two buttons titled alike taps that button by its number among them")
    func aButtonNumberKeepsTheIdentityOfATitleTwoButtonsShare() throws {
        // Given
        let twins = Screen(name: "twins", buttons: [ScreenButton(title: "OK"), ScreenButton(title: "OK")])

        // Then
        #expect(try command("1", on: twins) == .event(.tap(title: "OK #1")))
        #expect(try command("2", on: twins) == .event(.tap(title: "OK #2")))
    }

    @Test("L3: while an alert is shown the numbers name its actions")
    func numbersNameAlertActionsWhileAnAlertIsShown() throws {
        #expect(try command("2", on: Fixtures.loginFailed) == .event(.tap(title: "Try Again")))
    }

    @Test func aNumberBeyondTheButtonsGivesTheRange() {
        // When
        let error = #expect(throws: TerminalCommandError.self) { try command("3") }

        // Then
        #expect(error?.description == "no button [3] on screen 'login' (buttons 1-2; ? for help)")
    }

    @Test func helpAndQuitHaveShortForms() throws {
        #expect(try command("?") == .help)
        #expect(try command("help") == .help)
        #expect(try command("q") == .quit)
        #expect(try command("quit") == .quit)
    }

    @Test func typeWithoutTextIntoASecureFieldAsksForTheSecret() throws {
        #expect(try command("type password") == .readSecret(fieldID: "password"))
    }

    @Test func typeWithTextIntoASecureFieldIsAnEvent() throws {
        #expect(try command("type password hailHydra") == .event(.type(fieldID: "password", text: "hailHydra")))
    }

    @Test func typeWithoutTextIntoAPlainFieldIsMissingItsText() {
        // When
        let error = #expect(throws: TerminalCommandError.self) { try command("type email") }

        // Then
        #expect(error?.description == "'type' is missing its text (usage: type <field id> <text>) (? for help)")
    }

    @Test func eventLinesAreAccepted() throws {
        #expect(try command("select 1", on: Fixtures.itemsList) == .event(.select(row: 1)))
    }

    @Test func aBlankLineIsNoCommand() throws {
        #expect(try command("  ") == nil)
    }

    @Test func helpListsEveryVerb() {
        for verb in FlowEventVerb.allCases {
            #expect(TerminalHelp.text.contains(verb.usage))
        }
    }
}
