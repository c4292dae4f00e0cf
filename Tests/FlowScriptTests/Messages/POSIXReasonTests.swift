import Foundation
import Testing
@testable import FlowScript

/// The system's words for a failed file operation, taken from under Foundation's longer sentence.
@Suite("POSIX reasons")
struct POSIXReasonTests {
    @Test("a Foundation file error reads as the POSIX reason under it")
    func foundationErrorsGiveTheirPOSIXReason() throws {
        // Given the error Foundation throws for a file that is not there
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID().uuidString)")
        let error = #expect(throws: (any Error).self) { _ = try Data(contentsOf: missing) }

        // When its reason is taken
        let reason = try POSIXReason.text(of: #require(error))

        // Then it is the system's words for ENOENT, without Foundation's sentence around them
        #expect(POSIXReason.code(of: try #require(error)) == ENOENT)
        #expect(reason == String(cString: strerror(ENOENT)))
    }

    @Test("an error with no POSIX cause keeps its own description")
    func otherErrorsKeepTheirDescription() {
        // Given an error of another domain
        let error = NSError(domain: "Elsewhere", code: 3, userInfo: [NSLocalizedDescriptionKey: "went elsewhere"])

        // Then it has no POSIX code and reads as itself
        #expect(POSIXReason.code(of: error) == nil)
        #expect(POSIXReason.text(of: error) == "went elsewhere")
    }
}
