import Testing
@testable import FlowScript

@Suite("Several errors as one message")
struct ErrorListTests {
    @Test func oneErrorIsItsOwnMessage() {
        #expect(ErrorList.joined(["flow.lua:2: boom\nstack traceback:"]) == "flow.lua:2: boom\nstack traceback:")
    }

    @Test func severalErrorsAreNumberedWithTheirLaterLinesIndented() {
        // When
        let message = ErrorList.joined(["a.lua:1: first\nstack traceback:\n\ta.lua:1: in main chunk", "second"])

        // Then
        #expect(message == """
            2 errors:
            1. a.lua:1: first
               stack traceback:
               \ta.lua:1: in main chunk
            2. second
            """)
    }
}
