import FlowScript
import Testing
@testable import FlowTerminal

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

    @Test("Typing over a secure field's applied mask replaces it: the secret is what was typed, never the mask and more")
    func typingOverTheMaskReplacesIt() {
        // Given: the password applied, so the app shows its mask
        var screen = form
        screen.fields[1].value = ScreenField.mask
        var model = TerminalUIModel(screen: screen)
        model.moveFocus(to: .field(id: "password"))

        // When
        _ = model.handle(.character("x"))
        _ = model.handle(.character("y"))

        // Then
        #expect(model.draft?.text == "xy")
        #expect(model.handle(.tab) == .apply(.type(fieldID: "password", text: "xy"), secret: true))
    }

    @Test("Backspace on a secure field's applied mask empties it; Esc brings the mask back")
    func backspaceOnTheMaskEmptiesIt() {
        // Given
        var screen = form
        screen.fields[1].value = ScreenField.mask
        var model = TerminalUIModel(screen: screen)
        model.moveFocus(to: .field(id: "password"))

        // When
        _ = model.handle(.backspace)

        // Then
        #expect(model.draft?.text == "")
        _ = model.handle(.escape)
        #expect(model.draft?.text == ScreenField.mask)
        _ = model.handle(.character("z"))
        #expect(model.draft?.text == "z")
    }

    @Test("The cursor keys do not move in a secret, which is drawn as a fixed mask: text always goes at its end")
    func theCursorStaysAtTheEndOfASecret() {
        // Given
        var model = TerminalUIModel(screen: form)
        model.moveFocus(to: .field(id: "password"))
        _ = model.handle(.character("a"))
        _ = model.handle(.character("b"))

        // When
        for key in [TerminalKey.left, .home, .control("a"), .delete] {
            _ = model.handle(key)
        }
        _ = model.handle(.character("c"))

        // Then
        #expect(model.draft?.text == "abc")
    }

    @Test("Ctrl-O expands and collapses the status line, in a field too, typing nothing; a new status shows collapsed")
    func controlOTogglesTheStatusLine() {
        // Given: the email field focused
        var model = TerminalUIModel(screen: form)
        model.status = .failed("a long reason")

        // When
        let action = model.handle(.control("o"))

        // Then
        #expect(action == nil)
        #expect(model.expandsStatus)
        #expect(model.draft?.text == "")
        _ = model.handle(.control("o"))
        #expect(!model.expandsStatus)
        _ = model.handle(.control("o"))
        model.status = .note("reloaded")
        #expect(!model.expandsStatus)
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

    @Test("A paste is text, never keys: on a button its line break taps nothing")
    func aPasteOnAButtonTapsNothing() {
        // Given
        var model = TerminalUIModel(screen: form)
        model.moveFocus(to: .button(title: "Sign In"))

        // When
        let action = model.handle(.paste("tap me\r\n\r", isCut: false))

        // Then
        #expect(action == nil)
        #expect(model.focusedTarget == .button(title: "Sign In"))
        #expect(model.status == .note("A paste goes into a field: move the focus to one first."))
    }

    @Test("A paste goes into the field at the cursor in one step: line breaks inside become spaces, those at the end are dropped")
    func aPasteIsInsertedAsOneLine() {
        // Given
        var model = TerminalUIModel(screen: form)
        _ = model.handle(.character("<"))
        _ = model.handle(.character(">"))
        _ = model.handle(.left)

        // When
        let action = model.handle(.paste("a\r\nb\tc\u{1B}[31m\nd\n\r\n", isCut: false))

        // Then: the line breaks did not move the focus or apply anything
        #expect(action == nil)
        #expect(model.draft?.text == "<a b c[31m d>")
        #expect(model.draft?.cursor == 12)
        #expect(model.handle(.enter) == .apply(.type(fieldID: "email", text: "<a b c[31m d>"), secret: false))
    }

    @Test("A paste cut at the limit says so in the status line")
    func aCutPasteSaysSo() {
        var model = TerminalUIModel(screen: form)
        _ = model.handle(.paste("abc", isCut: true))
        #expect(model.draft?.text == "abc")
        #expect(model.status == .note("Only the first 256 KiB of the paste were taken."))
    }

    @Test("Ctrl-Z asks to stop the process, in a field too")
    func controlZSuspends() {
        var model = TerminalUIModel(screen: form)
        #expect(model.handle(.control("z")) == .suspend)
        model.moveFocus(to: .button(title: "Sign In"))
        #expect(model.handle(.control("z")) == .suspend)
    }

    @Test("Home and End focus the first and last target; Page Up and Page Down move a page, stopping at the ends")
    func homeEndAndPagesMoveTheFocus() {
        // Given
        let long = Screen(name: "list", buttons: [ScreenButton(title: "Add")], rows: (1...25).map { ScreenRow(title: "Row \($0)") })
        var model = TerminalUIModel(screen: long)

        // When / Then
        #expect(model.handle(.end) == nil)
        #expect(model.focusedTarget == .button(title: "Add"))
        _ = model.handle(.home)
        #expect(model.focusedTarget == .row(number: 1))
        _ = model.handle(.pageDown)
        #expect(model.focusedTarget == .row(number: 11))
        _ = model.handle(.pageDown)
        _ = model.handle(.pageDown)
        #expect(model.focusedTarget == .button(title: "Add"))
        _ = model.handle(.pageUp)
        #expect(model.focusedTarget == .row(number: 16))
        _ = model.handle(.pageUp)
        _ = model.handle(.pageUp)
        #expect(model.focusedTarget == .row(number: 1))
    }

    @Test("Page Down out of an edited field applies the edit, as leaving it does")
    func pageDownLeavesAFieldApplyingIt() {
        var model = TerminalUIModel(screen: form)
        _ = model.handle(.character("a"))
        #expect(model.handle(.pageDown) == .apply(.type(fieldID: "email", text: "a"), secret: false))
        #expect(model.focusedTarget == .button(title: "Sign In"))
    }

    @Test("/ searches rows by title: typing focuses the first enabled row that holds the text, q is text, Enter ends the search")
    func slashSearchesRows() {
        // Given
        let shop = Screen(
            name: "list", buttons: [ScreenButton(title: "Add")],
            rows: [ScreenRow(title: "Milk"), ScreenRow(title: "Quince", isEnabled: false), ScreenRow(title: "Bread"),
                   ScreenRow(title: "Butter quark")])
        var model = TerminalUIModel(screen: shop)

        // When
        #expect(model.handle(.character("/")) == nil)
        _ = model.handle(.character("b"))
        _ = model.handle(.character("U"))

        // Then
        #expect(model.focusedTarget == .row(number: 4))
        #expect(model.status == .note("/bU"))

        // When: q is part of the search, a disabled row is skipped, nothing matching is said
        _ = model.handle(.backspace)
        _ = model.handle(.backspace)
        #expect(model.handle(.character("q")) == nil)
        #expect(model.focusedTarget == .row(number: 4))
        _ = model.handle(.character("z"))
        #expect(model.status == .note("/qz  (no row matches)"))

        // When: Enter ends the search without selecting; the keys act as usual again
        #expect(model.handle(.enter) == nil)
        #expect(model.rowSearch == nil)
        #expect(model.handle(.enter) == .apply(.select(row: 4), secret: false))
    }
}
