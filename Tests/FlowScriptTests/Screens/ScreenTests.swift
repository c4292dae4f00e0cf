import FlowHostTestSupport
import Foundation
import Testing
@testable import FlowScript

@Suite("Screen model")
struct ScreenTests {
    @Test func maskedReplacesSecureValuesAndKeepsOthers() {
        // Given
        let screen = Fixtures.login

        // When
        let masked = screen.masked()

        // Then
        #expect(masked.field(id: "password")?.value == ScreenField.mask)
        #expect(masked.field(id: "email")?.value == "agent@shield.org")
    }

    @Test func maskedLeavesAnEmptySecureFieldEmpty() {
        // Given
        let field = ScreenField(id: "password", isSecure: true)

        // When
        let masked = field.masked()

        // Then
        #expect(masked.value == "")
    }

    @Test("L3: while an alert is shown only its actions are tappable")
    func tappableButtonsAreTheAlertActionsWhileAnAlertIsShown() {
        // Given
        let screen = Fixtures.loginFailed

        // When
        let titles = screen.tappableButtons.map(\.title)

        // Then
        #expect(titles == ["OK", "Try Again"])
    }

    @Test("L3: a general error alert has only its primary action")
    func alertWithoutSecondaryHasOneAction() {
        // Given
        let alert = ScreenAlert(title: "Error", primaryAction: "OK")

        // When
        let actions = alert.actions

        // Then
        #expect(actions == [ScreenButton(title: "OK")])
    }

    @Test func screenSurvivesAJSONRoundTrip() throws {
        // Given
        let screen = Fixtures.loginFailed

        // When
        let decoded = try JSONDecoder().decode(Screen.self, from: JSONEncoder().encode(screen))

        // Then
        #expect(decoded == screen)
    }
}
