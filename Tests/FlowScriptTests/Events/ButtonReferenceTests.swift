import Testing
@testable import FlowScript

@Suite("Button references")
struct ButtonReferenceTests {
    @Test("A title followed by #n reads as the n-th button with that title; anything else is the title whole",
          arguments: [
              ("OK #2", "OK", 2), ("Save  draft #10", "Save  draft", 10), ("OK", "OK", nil), ("#2", "#2", nil),
              ("OK#2", "OK#2", nil), ("OK #0", "OK #0", nil), ("OK #x", "OK #x", nil), ("OK #", "OK #", nil),
          ] as [(String, String, Int?)])
    func readsTheNumberAfterTheTitle(text: String, title: String, number: Int?) {
        let reference = ButtonReference(text)
        #expect(reference.title == title)
        #expect(reference.number == number)
        #expect(reference.description == text)
    }

    @Test("The reference naming each button resolves back to that button, shared and numbered titles included",
          arguments: [
              ["OK", "OK"], ["Other", "Next", "Next", "Next"], ["Item", "Item #2"], ["Item #2"], ["OK", "OK", "OK #2"],
              ["Item #1", "Item", "Item"],
          ])
    func namingResolvesBackToTheSameButton(titles: [String]) throws {
        // Given
        let buttons = titles.map { ScreenButton(title: $0) }

        // When each button is named
        let resolved = try titles.indices.map { index in
            try ButtonReference(naming: index, among: titles).index(among: buttons, on: "screen")
        }

        // Then each name leads back to its own button
        #expect(resolved == Array(titles.indices))
    }

    @Test("A title no other button shares is named by its title alone")
    func aUniqueTitleIsNotNumbered() {
        #expect(ButtonReference(naming: 1, among: ["Back", "OK", "Cancel"]).description == "OK")
        #expect(ButtonReference(naming: 2, among: ["OK", "Cancel", "OK"]).description == "OK #2")
    }
}
