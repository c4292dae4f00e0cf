import Foundation
import Testing
@testable import FlowScript

/// The system's words for a failed file operation, taken from under Foundation's longer sentence.
@Suite("POSIX reasons")
struct POSIXReasonTests {
    @Test("a Foundation file error reads as the POSIX reason under it")
    func foundationErrorsGiveTheirPOSIXReason() {
        // Given a Foundation file error with the POSIX error under it, as Foundation wraps a failed open
        let posix = NSError(domain: NSPOSIXErrorDomain, code: Int(ENOENT))
        let error = NSError(
            domain: NSCocoaErrorDomain, code: CocoaError.fileReadNoSuchFile.rawValue,
            userInfo: [NSUnderlyingErrorKey: posix, NSLocalizedDescriptionKey: "The file could not be opened."])

        // Then its reason is the system's words for ENOENT, without Foundation's sentence around them
        #expect(POSIXReason.code(of: error) == ENOENT)
        #expect(POSIXReason.text(of: error) == String(cString: strerror(ENOENT)))
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
