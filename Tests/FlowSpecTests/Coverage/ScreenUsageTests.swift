import FlowScript
import Foundation
import Testing
@testable import FlowSpec

/// `ScreenUsage`: which buttons, rows and alert actions of each screen kind the scenarios' events used.
@Suite("Screen usage")
struct ScreenUsageTests {
    private let list = Screen(
        name: "items.list", buttons: [ScreenButton(title: "Add"), ScreenButton(title: "Log Out")],
        rows: [ScreenRow(title: "Milk"), ScreenRow(title: "Eggs"), ScreenRow(title: "Tea")])

    @Test("a tap uses the button, a select the row; the rest are reported unused")
    func tapsAndSelectsAreUsed() {
        // Given
        var usage = ScreenUsage()

        // When
        usage.noteEvent(.tap(title: "Add"), on: list)
        usage.noteEvent(.select(row: 2), on: list)

        // Then
        let kind = usage.kinds["items.list"]
        #expect(kind?.untappedButtons == ["Log Out"])
        #expect(kind?.unselectedRows == [1, 3])
        #expect(kind?.usedCount == 2)
        #expect(kind?.partCount == 5)
    }

    @Test("a tap while an alert is shown uses the alert's action, not a button of the same title")
    func tapsOnAlertsUseItsActions() {
        var usage = ScreenUsage()
        var failed = Screen(name: "login", buttons: [ScreenButton(title: "OK")])
        failed.alert = ScreenAlert(title: "Login Failed", primaryAction: "OK", secondaryAction: "Try Again")

        usage.noteEvent(.tap(title: "OK"), on: failed)

        let kind = usage.kinds["login"]
        #expect(kind?.untappedButtons == ["OK"])
        #expect(kind?.untappedAlertActions.map(\.action) == ["Try Again"])
    }

    @Test("scenarios merge: a part one scenario used is used, the rows counted are the most shown")
    func scenariosMerge() {
        var first = ScreenUsage()
        first.noteEvent(.tap(title: "Add"), on: list)
        var second = ScreenUsage()
        var longer = list
        longer.rows.append(ScreenRow(title: "Jam"))
        second.noteEvent(.tap(title: "Log Out"), on: longer)

        first.formUnion(second)

        let kind = first.kinds["items.list"]
        #expect(kind?.untappedButtons == [])
        #expect(kind?.unselectedRows == [1, 2, 3, 4])
    }

    @Test("rows never shown selectable (a melody) are no part: neither counted nor listed unused")
    func unselectableRowsAreNoParts() {
        // Given: a list whose second row is not selectable
        var usage = ScreenUsage()
        let melodies = Screen(
            name: "melodies.list",
            rows: [ScreenRow(title: "A"), ScreenRow(title: "B", isEnabled: false), ScreenRow(title: "C")])

        // When
        usage.noteEvent(.select(row: 1), on: melodies)

        // Then
        let kind = usage.kinds["melodies.list"]
        #expect(kind?.unselectedRows == [3])
        #expect(kind?.partCount == 2)
        #expect(kind?.usedCount == 1)
    }

    @Test("a part file written with the former camelCase keys is still read, every row selectable")
    func formerPartFilesAreRead() throws {
        // Given
        let json = #"{"buttons":["Add"],"tappedButtons":["Add"],"rowCount":2,"selectedRows":[2],"#
            + #""alertActions":{"Gone":["OK"]},"tappedAlertActions":{}}"#

        // When
        let kind = try JSONDecoder().decode(ScreenKindUsage.self, from: Data(json.utf8))
        let again = try JSONDecoder().decode(ScreenKindUsage.self, from: JSONEncoder().encode(kind))

        // Then
        #expect(kind.tappedButtons == ["Add"])
        #expect(kind.unselectedRows == [1])
        #expect(kind.untappedAlertActions.map(\.action) == ["OK"])
        #expect(again == kind)
        #expect(String(decoding: try JSONEncoder().encode(kind), as: UTF8.self).contains("\"tapped_buttons\""))
    }

    @Test("typing and going back use no button, row or alert action")
    func typeAndBackUseNothing() {
        var usage = ScreenUsage()

        usage.noteEvent(.back, on: list)
        usage.noteEvent(.type(fieldID: "name", text: "x"), on: list)

        #expect(usage.kinds["items.list"]?.usedCount == 0)
    }

    @Test("an event the screen refuses uses nothing: a disabled button, a missing button, a row past the end")
    func refusedEventsUseNothing() {
        var usage = ScreenUsage()
        var screen = list
        screen.buttons[0].isEnabled = false

        usage.noteEvent(.tap(title: "Add"), on: screen)
        usage.noteEvent(.tap(title: "Missing"), on: screen)
        usage.noteEvent(.select(row: 4), on: screen)

        #expect(usage.kinds["items.list"]?.usedCount == 0)
        #expect(usage.kinds["items.list"]?.untappedButtons == ["Add", "Log Out"])
    }
}
