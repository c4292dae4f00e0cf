import FlowScript
import Testing
@testable import FlowTerminal

/// Where focus goes when the screen under it changes: the target that disappeared hands focus to the nearest
/// one left, and an alert over a screen of the same name starts on its first action.
@Suite("Terminal UI model: focus when targets come and go")
struct TerminalUIFocusTests {
    private let toolbar = Screen(
        name: "editor", title: "Edit",
        buttons: ["Bold", "Italic", "Underline", "Strike"].map { ScreenButton(title: $0) })

    private func focused(on title: String, in screen: Screen) -> TerminalUIModel {
        var model = TerminalUIModel(screen: screen)
        let moved = model.moveFocus(to: .button(title: title))
        #expect(moved)
        return model
    }

    @Test("two buttons titled alike are two targets, and Enter on the second taps the second")
    func buttonsTitledAlikeAreDistinctTargets() {
        // Given two buttons titled "OK", focus on the second
        var model = TerminalUIModel(screen: Screen(
            name: "twins", buttons: [ScreenButton(title: "OK"), ScreenButton(title: "OK")]))
        _ = model.handle(.tab)

        // When
        let action = model.handle(.enter)

        // Then
        #expect(model.targets == [.button(title: "OK #1"), .button(title: "OK #2")])
        #expect(action == .apply(.tap(title: "OK #2"), secret: false))
    }

    @Test("when the focused button disappears, focus moves to the target now in its place")
    func removedButtonHandsFocusToTheNextOne() {
        // Given: focus on the third of four buttons
        var model = focused(on: "Underline", in: toolbar)
        var changed = toolbar
        changed.buttons.remove(at: 2)

        // When
        model.show(changed)

        // Then
        #expect(model.focusedTarget == .button(title: "Strike"))
    }

    @Test("when the last target disappears, focus moves to the one before it")
    func removedLastButtonHandsFocusToThePreviousOne() {
        // Given
        var model = focused(on: "Strike", in: toolbar)
        var changed = toolbar
        changed.buttons.removeLast()

        // When
        model.show(changed)

        // Then
        #expect(model.focusedTarget == .button(title: "Underline"))
    }

    @Test("when the focused row disappears, focus stays at its position on the rows left")
    func removedRowHandsFocusToTheNearestRow() {
        // Given: the list's second row focused
        let list = Screen(name: "items.list", rows: ["One", "Two", "Three"].map { ScreenRow(title: $0) })
        var model = TerminalUIModel(screen: list)
        _ = model.handle(.tab)
        #expect(model.focusedTarget == .row(number: 2))
        var shorter = list
        shorter.rows = [ScreenRow(title: "One"), ScreenRow(title: "Two", isEnabled: false), ScreenRow(title: "Three")]

        // When
        model.show(shorter)

        // Then: the disabled row is no target any more; row 3 took its place
        #expect(model.targets == [.row(number: 1), .row(number: 3)])
        #expect(model.focusedTarget == .row(number: 3))
    }

    @Test("an alert over a screen of the same name starts focus on its first action, whatever had focus")
    func alertOnTheSameScreenFocusesItsFirstAction() {
        // Given: focus on a later button than the alert has actions
        var model = focused(on: "Strike", in: toolbar)
        var alerted = toolbar
        alerted.alert = ScreenAlert(title: "Discard changes?", primaryAction: "Discard", secondaryAction: "Keep")

        // When
        model.show(alerted)

        // Then
        #expect(model.focusedTarget == .button(title: "Discard"))
        #expect(model.handle(.enter) == .apply(.tap(title: "Discard"), secret: false))
    }

    @Test("when the alert goes, focus starts again on the screen's first target")
    func closingTheAlertFocusesTheFirstTarget() {
        // Given
        var alerted = toolbar
        alerted.alert = ScreenAlert(title: "Discard changes?", primaryAction: "Discard", secondaryAction: "Keep")
        var model = TerminalUIModel(screen: alerted)
        _ = model.handle(.right)
        #expect(model.focusedTarget == .button(title: "Keep"))

        // When
        model.show(toolbar)

        // Then
        #expect(model.focusedTarget == .button(title: "Bold"))
    }

    /// The items add form as the module draws it: its first button is the status switch, not the one that saves.
    private let addForm = Screen(
        name: "items.add", title: "New Item",
        buttons: ["Disable", "Save", "Cancel"].map { ScreenButton(title: $0) },
        fields: [ScreenField(id: "title", label: "Title")])

    @Test("Enter in a form's last field applies it and focuses the button that confirms the form, not the next one")
    func enterInTheLastFieldFocusesTheConfirmingButton() {
        // Given
        var model = TerminalUIModel(screen: addForm)
        _ = model.handle(.character("A"))

        // When
        let applied = model.handle(.enter)

        // Then
        #expect(applied == .apply(.type(fieldID: "title", text: "A"), secret: false))
        #expect(model.focusedTarget == .button(title: "Save"))
        #expect(model.handle(.enter) == .apply(.tap(title: "Save"), secret: false))
    }

    @Test("Tab in the last field still moves to the next target in order")
    func tabInTheLastFieldMovesInOrder() {
        // Given
        var model = TerminalUIModel(screen: addForm)

        // When
        _ = model.handle(.tab)

        // Then
        #expect(model.focusedTarget == .button(title: "Disable"))
    }

    @Test("Enter in a field before another focuses the next field; with no confirming title, the first enabled button")
    func enterGoesToTheNextFieldThenTheFirstButton() {
        // Given
        let screen = Screen(
            name: "profile",
            buttons: [ScreenButton(title: "Reset", isEnabled: false), ScreenButton(title: "Keep"), ScreenButton(title: "Drop")],
            fields: [ScreenField(id: "first", label: "First"), ScreenField(id: "last", label: "Last")])
        var model = TerminalUIModel(screen: screen)

        // When
        _ = model.handle(.enter)

        // Then
        #expect(model.focusedTarget == .field(id: "last"))
        _ = model.handle(.enter)
        #expect(model.focusedTarget == .button(title: "Keep"))
    }

    @Test("A confirming title matches ignoring case, whole or as the title's first words, never inside a word")
    func confirmingTitlesMatchWholeWords() {
        func screen(_ titles: [String]) -> Screen {
            Screen(name: "form", buttons: titles.map { ScreenButton(title: $0) })
        }
        #expect(TerminalFocusTarget.confirmingButton(on: screen(["Disable", "save draft", "OK"])) == "save draft")
        #expect(TerminalFocusTarget.confirmingButton(on: screen(["Address book", "Sign  In"])) == "Sign  In")
        #expect(TerminalFocusTarget.confirmingButton(on: screen(["Gone", "Nothing"])) == "Gone")
        #expect(TerminalFocusTarget.confirmingButton(on: screen([])) == nil)
    }
}
