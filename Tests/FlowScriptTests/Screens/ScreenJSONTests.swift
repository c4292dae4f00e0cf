import Foundation
import Testing
import FlowScript

@Suite("Screens in JSON: the specs' field names, the old ones still read")
struct ScreenJSONTests {
    private func json(_ screen: Screen) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(screen), as: UTF8.self)
    }

    @Test("a screen is written with enabled, secure, loading and the alert's actions, as specs name them")
    func writesTheSpecsVocabulary() throws {
        // Given
        let screen = Screen(
            name: "login", title: "Sign In",
            buttons: [ScreenButton(title: "Sign In", isEnabled: false)],
            fields: [ScreenField(id: "password", label: "Password", isSecure: true)],
            rows: [ScreenRow(title: "Milk", isEnabled: false, id: "item-1")],
            isLoading: true,
            alert: ScreenAlert(title: "Login Failed", primaryAction: "OK", secondaryAction: "Try Again"))
        // When
        let text = try json(screen)
        // Then
        #expect(text == #"{"alert":{"actions":["OK","Try Again"],"message":"","title":"Login Failed"},"#
            + #""buttons":[{"enabled":false,"title":"Sign In"}],"#
            + #""fields":[{"id":"password","label":"Password","placeholder":"","secure":true,"value":""}],"#
            + #""images":[],"labels":[],"loading":true,"name":"login","rows":[{"enabled":false,"title":"Milk"}],"#
            + #""title":"Sign In"}"#)
        for old in ["isEnabled", "isSecure", "isLoading", "primaryAction", "secondaryAction"] {
            #expect(!text.contains(old))
        }
    }

    @Test("a screen written with the old names reads as the same screen")
    func readsTheOldNames() throws {
        // Given: a screen as transcripts wrote it before the rename
        let old = #"{"alert":{"message":"","primaryAction":"OK","secondaryAction":"Try Again","title":"Login Failed"},"#
            + #""buttons":[{"isEnabled":false,"title":"Sign In"}],"#
            + #""fields":[{"id":"password","isSecure":true,"label":"Password","placeholder":"","value":""}],"#
            + #""images":[],"isLoading":true,"labels":[],"name":"login","rows":[{"isEnabled":false,"title":"Milk"}],"#
            + #""title":"Sign In"}"#
        // When
        let screen = try JSONDecoder().decode(Screen.self, from: Data(old.utf8))
        // Then
        #expect(screen == Screen(
            name: "login", title: "Sign In",
            buttons: [ScreenButton(title: "Sign In", isEnabled: false)],
            fields: [ScreenField(id: "password", label: "Password", isSecure: true)],
            rows: [ScreenRow(title: "Milk", isEnabled: false)],
            isLoading: true,
            alert: ScreenAlert(title: "Login Failed", primaryAction: "OK", secondaryAction: "Try Again")))
    }

    @Test("a screen reads back as written, and an alert with no actions is refused")
    func roundTripsAndRefusesAnAlertWithoutActions() throws {
        // Given
        let screen = Screen(name: "items.list", rows: [ScreenRow(title: "Milk", detail: "2024-05-01")],
                            alert: ScreenAlert(title: "Error", message: "Offline", primaryAction: "OK"))
        let bad = #"{"title":"Error","message":"","actions":[]}"#
        // When
        let again = try JSONDecoder().decode(Screen.self, from: Data(try json(screen).utf8))
        // Then
        #expect(again == screen)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ScreenAlert.self, from: Data(bad.utf8)) }
    }
}
