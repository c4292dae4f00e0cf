import Testing
@testable import FlowScript

@Suite("Terminal UI model: focus, field editing, keys to events")
struct TerminalUIModelTests {
    private let form = Screen(
        name: "login.form", title: "Sign In",
        buttons: [ScreenButton(title: "Sign In"), ScreenButton(title: "Later", isEnabled: false)],
        fields: [ScreenField(id: "email", label: "Email"), ScreenField(id: "password", label: "Password", isSecure: true)])
    private let list = Screen(
        name: "items.list", buttons: [ScreenButton(title: "Add")],
        rows: [ScreenRow(title: "One"), ScreenRow(title: "Two", isEnabled: false), ScreenRow(title: "Three")])

    @Test func focusStartsOnTheFirstTargetAndSkipsDisabledOnes() {
        let model = TerminalUIModel(screen: form)
        #expect(model.targets == [.field(id: "email"), .field(id: "password"), .button(title: "Sign In")])
        #expect(model.focusedTarget == .field(id: "email"))
    }

    @Test func typingEditsTheFocusedFieldAndLeavingItAppliesATypeEvent() {
        // Given
        var model = TerminalUIModel(screen: form)

        // When
        for character in "agent" {
            #expect(model.handle(.character(character)) == nil)
        }
        let action = model.handle(.tab)

        // Then
        #expect(action == .apply(.type(fieldID: "email", text: "agent"), secret: false))
        #expect(model.focusedTarget == .field(id: "password"))
    }

    @Test func aSecureFieldsTextIsAppliedAsSecret() {
        var model = TerminalUIModel(screen: form)
        model.moveFocus(to: .field(id: "password"))
        _ = model.handle(.character("x"))
        #expect(model.handle(.enter) == .apply(.type(fieldID: "password", text: "x"), secret: true))
        #expect(model.focusedTarget == .button(title: "Sign In"))
    }

    @Test func leavingAnUnchangedFieldAppliesNothing() {
        var model = TerminalUIModel(screen: form)
        #expect(model.handle(.down) == nil)
        #expect(model.focusedTarget == .field(id: "password"))
    }

    @Test func cursorKeysEditInsideTheField() {
        var model = TerminalUIModel(screen: form)
        for key: TerminalKey in [.character("a"), .character("c"), .left, .character("b"), .home, .delete, .end, .backspace] {
            _ = model.handle(key)
        }
        #expect(model.draft?.text == "b")
    }

    @Test func escapeFirstUndoesAnEditThenGoesBack() {
        var model = TerminalUIModel(screen: form)
        _ = model.handle(.character("z"))
        #expect(model.handle(.escape) == nil)
        #expect(model.draft?.text == "")
        #expect(model.handle(.escape) == .apply(.back, secret: false))
    }

    @Test func backspaceOnAnEmptyFieldGoesBack() {
        var model = TerminalUIModel(screen: form)
        #expect(model.handle(.backspace) == .apply(.back, secret: false))
    }

    @Test func enterTapsTheFocusedButtonAndSelectsTheFocusedRow() {
        var model = TerminalUIModel(screen: list)
        #expect(model.handle(.enter) == .apply(.select(row: 1), secret: false))
        _ = model.handle(.down)
        #expect(model.focusedTarget == .row(number: 3))
        _ = model.handle(.tab)
        #expect(model.handle(.enter) == .apply(.tap(title: "Add"), secret: false))
    }

    @Test func digitsFocusRowsWithoutTappingAnything() {
        var model = TerminalUIModel(screen: list)
        #expect(model.handle(.character("3")) == nil)
        #expect(model.focusedTarget == .row(number: 3))
        #expect(model.handle(.character("1")) == nil)
        #expect(model.focusedTarget == .row(number: 1))
    }

    @Test func focusWrapsAroundBothWays() {
        var model = TerminalUIModel(screen: list)
        _ = model.handle(.up)
        #expect(model.focusedTarget == .button(title: "Add"))
        _ = model.handle(.down)
        #expect(model.focusedTarget == .row(number: 1))
    }

    @Test func commandLineHelpAndQuitKeysOutsideFields() {
        var model = TerminalUIModel(screen: list)
        #expect(model.handle(.character(":")) == .openCommandLine)
        #expect(model.handle(.character("?")) == nil)
        #expect(model.showsHelp)
        #expect(model.handle(.character("q")) == nil)
        #expect(!model.showsHelp)
        #expect(model.handle(.character("q")) == .quit)
        #expect(model.handle(.escape) == .apply(.back, secret: false))
    }

    @Test func insideAFieldQuestionMarkAndColonAreText() {
        var model = TerminalUIModel(screen: form)
        #expect(model.handle(.character("?")) == nil)
        #expect(model.handle(.character(":")) == nil)
        #expect(model.draft?.text == "?:")
        #expect(model.handle(.control("c")) == .quit)
    }

    @Test func anAlertTakesFocusToItsActions() {
        var model = TerminalUIModel(screen: list)
        var alerted = list
        alerted.alert = ScreenAlert(title: "Delete?", primaryAction: "Delete", secondaryAction: "Cancel")
        model.show(alerted)
        #expect(model.targets == [.button(title: "Delete"), .button(title: "Cancel")])
        _ = model.handle(.right)
        #expect(model.handle(.enter) == .apply(.tap(title: "Cancel"), secret: false))
    }

    @Test func focusStaysOnTheSameTargetWhenTheSameScreenChanges() {
        var model = TerminalUIModel(screen: form)
        _ = model.handle(.tab)
        _ = model.handle(.tab)
        var changed = form
        changed.labels = ["Wrong password"]
        changed.fields[0].value = "agent"
        model.show(changed)
        #expect(model.focusedTarget == .button(title: "Sign In"))
        model.show(list)
        #expect(model.focusedTarget == .row(number: 1))
    }
}
