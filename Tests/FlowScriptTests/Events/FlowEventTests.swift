import FlowHostTestSupport
import Foundation
import Testing
@testable import FlowScript

@Suite("Flow events")
struct FlowEventTests {
    @Test func descriptionIsTheEventLine() {
        #expect(FlowEvent.tap(title: "Try Again").description == "tap Try Again")
        #expect(FlowEvent.type(fieldID: "email", text: "a b").description == "type email a b")
        #expect(FlowEvent.select(row: 3).description == "select 3")
        #expect(FlowEvent.back.description == "back")
    }

    @Test func typingIntoASecureFieldIsMasked() {
        // Given
        let event = FlowEvent.type(fieldID: "password", text: "hailHydra")

        // When
        let masked = event.masked(on: Fixtures.login)

        // Then
        #expect(masked == .type(fieldID: "password", text: ScreenField.mask))
    }

    @Test func typingIntoAPlainFieldIsKept() {
        // Given
        let event = FlowEvent.type(fieldID: "email", text: "agent@shield.org")

        // When
        let masked = event.masked(on: Fixtures.login)

        // Then
        #expect(masked == event)
    }

    @Test func typingIntoAnUnknownFieldIsMasked() {
        // Given
        let event = FlowEvent.type(fieldID: "pasword", text: "hailHydra")

        // When
        let masked = event.masked(on: Fixtures.login)

        // Then
        #expect(masked.description == "type pasword ********")
    }

    @Test func eventEncodesAsItsLineAndDecodesBack() throws {
        // Given
        let event = FlowEvent.tap(title: "Try Again")

        // When
        let data = try JSONEncoder().encode([event])
        let decoded = try JSONDecoder().decode([FlowEvent].self, from: data)

        // Then
        #expect(String(decoding: data, as: UTF8.self) == #"["tap Try Again"]"#)
        #expect(decoded == [event])
    }

    @Test func decodingANonEventFails() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([FlowEvent].self, from: Data(#"["jump"]"#.utf8))
        }
    }
}
