import FlowHostTestSupport
import FlowTestSupport
import Foundation
import Testing

/// scripts/items.lua end to end (I1, I2, I4-I6), and the items surviving restarts and failed runs.
@Suite("flowrun run: items flow")
struct ItemsFlowTests {
    @Test("I1, I2: a fresh list has loaded (no loader) and says it is empty")
    func freshListIsEmpty() throws {
        // Given
        let state = try TemporaryDirectory()

        // When
        let run = try FlowTranscript("scripts/items.lua", state: state)

        // Then
        let list = try #require(run.screens.first)
        #expect(list.name == "items.list")
        #expect(list.loading == false)
        #expect(list.rows.isEmpty)
        #expect(list.labels == ["No items yet."])
        #expect(list.buttonTitles == ["Add", "Delete All"])
    }

    @Test("I5: Add pushes the form; Save announces the item, pops back, and the list shows it")
    func addingAnItemShowsItInTheList() throws {
        // Given
        let state = try TemporaryDirectory()

        // When
        let run = try FlowTranscript("scripts/items.lua", eventsFile: "Tests/Fixtures/items.events", state: state)

        // Then
        #expect(run.result.status == 0, "\(run.result.stderr)")
        #expect(run.step(atLine: 5)?.navigation == [.init(kind: "push", modules: ["items.add"])])
        let saved = try #require(run.step(atLine: 7))
        #expect(saved.navigation == [.init(kind: "pop", modules: ["items.add"])])
        #expect(saved.screen?.rowTitles == ["Milk"])
        #expect(run.step(atLine: 10)?.screen?.rowTitles == ["Milk", "Bread"])
        #expect(run.announcements == ["item_created title=\"Milk\"", "item_created title=\"Bread\""])
    }

    @Test("--clock dates the created items, so two runs write the same transcript")
    func clockMakesTranscriptsRepeatable() throws {
        // Given
        let first = try TemporaryDirectory()
        let second = try TemporaryDirectory()
        let clock = ["--clock", "2024-01-01T00:00:00Z"]

        // When
        let run = try FlowTranscript("scripts/items.lua", eventsFile: "Tests/Fixtures/items.events", state: first, arguments: clock)
        let again = try FlowTranscript("scripts/items.lua", eventsFile: "Tests/Fixtures/items.events", state: second, arguments: clock)

        // Then
        #expect(run.result.status == 0, "\(run.result.stderr)")
        let list = try #require(run.step(atLine: 7)?.screen)
        #expect(list.rows.map(\.detail) == ["2024-01-01T00:00:00Z"])
        #expect(again.result.stdout == run.result.stdout)
    }

    @Test("--clock takes an offset and dates the items at that instant, written in UTC")
    func clockWithAnOffsetDatesItemsInUTC() throws {
        // Given
        let state = try TemporaryDirectory()

        // When
        let run = try FlowTranscript(
            "scripts/items.lua", eventsFile: "Tests/Fixtures/items.events", state: state,
            arguments: ["--clock", "2024-03-01T01:30:00+02:00"])

        // Then
        #expect(run.result.status == 0, "\(run.result.stderr)")
        #expect(run.step(atLine: 7)?.screen?.rows.map(\.detail) == ["2024-02-29T23:30:00Z"])
    }

    @Test("I4: selecting row 2 opens the details of exactly that item; toggling it shows the new status")
    func selectingARowOpensThatItem() throws {
        // Given
        let state = try TemporaryDirectory()

        // When
        let run = try FlowTranscript("scripts/items.lua", eventsFile: "Tests/Fixtures/items.events", state: state)

        // Then
        let details = try #require(run.step(atLine: 13))
        #expect(details.navigation == [.init(kind: "push", modules: ["items.details"])])
        #expect(details.screen?.title == "Bread")
        #expect(run.step(atLine: 14)?.screen?.labels.last == "Status: Disabled")
        #expect(run.step(atLine: 15)?.navigation == [.init(kind: "pop", modules: ["items.details"])])
    }

    @Test("I6: Delete All empties the list")
    func deleteAllEmptiesTheList() throws {
        // Given
        let state = try TemporaryDirectory()

        // When
        let run = try FlowTranscript("scripts/items.lua", eventsFile: "Tests/Fixtures/items.events", state: state)

        // Then
        let cleared = try #require(run.step(atLine: 18)?.screen)
        #expect(cleared.rows.isEmpty)
        #expect(cleared.labels == ["No items yet."])
    }

    @Test("Items saved by one run are listed by the next")
    func itemsSurviveRestart() throws {
        // Given
        let state = try TemporaryDirectory()
        let saving = try FlowTranscript("scripts/items.lua", events: "tap Add\ntype title Milk\ntap Save\n", state: state)
        try #require(saving.result.status == 0)

        // When
        let relaunch = try FlowTranscript("scripts/items.lua", state: state)

        // Then
        #expect(relaunch.screens.first?.rowTitles == ["Milk"])
    }

    @Test("A failing run loses nothing saved, before it or during it")
    func failingRunKeepsSavedState() throws {
        // Given: a run that saves Milk
        let state = try TemporaryDirectory()
        let saving = try FlowTranscript("scripts/items.lua", events: "tap Add\ntype title Milk\ntap Save\n", state: state)
        try #require(saving.result.status == 0)

        // When: a run that saves Bread, then fails on an event that cannot apply
        let failing = try FlowTranscript(
            "scripts/items.lua", events: "tap Add\ntype title Bread\ntap Save\ntap Explode\n", state: state)
        let relaunch = try FlowTranscript("scripts/items.lua", state: state)

        // Then
        #expect(failing.result.status == 1)
        #expect(failing.result.stderr.hasPrefix("flowrun: stdin:4: 'tap Explode' failed: no button 'Explode' on screen 'items.list'"))
        #expect(relaunch.screens.first?.rowTitles == ["Milk", "Bread"])
    }

    @Test("A run that fails to load its script leaves the saved state as it was")
    func loadFailureKeepsSavedState() throws {
        // Given
        let state = try TemporaryDirectory()
        let saving = try FlowTranscript("scripts/items.lua", events: "tap Add\ntype title Milk\ntap Save\n", state: state)
        try #require(saving.result.status == 0)

        // When
        let broken = try FlowTranscript("Tests/Fixtures/flowrun/syntax-error.lua", state: state)
        let relaunch = try FlowTranscript("scripts/items.lua", state: state)

        // Then
        #expect(broken.result.status == 2)
        #expect(relaunch.screens.first?.rowTitles == ["Milk"])
    }
}
