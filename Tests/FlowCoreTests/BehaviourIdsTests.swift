import Foundation
import Testing

/// Every behaviour id a test or an acceptance spec names (O5, I8, L2...) is defined in docs/Behaviours.md, so
/// a reader can look it up.
@Suite("Behaviour ids")
struct BehaviourIdsTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Ids as tests write them: a feature letter and a digit, standing alone (`I5:`, `L1/L4`, `#login L2`).
    private static var idPattern: Regex<(Substring, Substring)> { #/\b([OIMLW][0-9]+)\b/# }

    @Test("every id used in a test name or spec is defined in docs/Behaviours.md")
    func usedIdsAreDefined() throws {
        let doc = try String(contentsOf: Self.root.appendingPathComponent("docs/Behaviours.md"), encoding: .utf8)
        let defined = Set(doc.matches(of: #/^\| ([OIMLW][0-9]+) \|/#.anchorsMatchLineEndings()).map { String($0.1) })
        #expect(defined.count == 24)

        var undefined: [String: String] = [:]
        for use in try Self.uses.get() where !defined.contains(use.id) {
            undefined[use.id] = use.file
        }
        #expect(undefined.isEmpty, "ids used but not defined in docs/Behaviours.md: \(undefined)")
    }

    @Test("the check finds ids in test names and specs")
    func checkSeesUsedIds() throws {
        let used = try Self.uses.get().map(\.id)
        #expect(Set(used).isSuperset(of: ["O5", "I5", "M1", "L2", "W1"]))
    }

    /// Every id named by a test or scenario line, with the file (relative to the root) naming it. Both tests
    /// read it: scanning every test file takes a second or more in a debug build, so it is done once.
    private static let uses = Result { () throws -> [(id: String, file: String)] in
        try testFiles().flatMap { file in
            let path = file.path.replacingOccurrences(of: root.path + "/", with: "")
            return try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
                .filter { namesATest($0) && mayHoldAnId($0) }
                .flatMap { $0.matches(of: idPattern).map { (id: String($0.1), file: path) } }
        }
    }

    /// Lines that name a test or a scenario: Swift Testing's `@Test`/`@Suite`, the DSL's `it`/`scenario`/`describe`.
    private static func namesATest(_ line: Substring) -> Bool {
        line.contains("@Test") || line.contains("@Suite") || line.contains("it(\"") || line.contains("scenario(\"")
            || line.contains("describe(\"") || line.contains("func ")
    }

    /// Whether a feature letter is followed by a digit somewhere in the line: a byte scan that spares most lines
    /// the regular expression, which is slow in a debug build.
    private static func mayHoldAnId(_ line: Substring) -> Bool {
        zip(line.utf8, line.utf8.dropFirst()).contains { letter, digit in
            "OIMLW".utf8.contains(letter) && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit)
        }
    }

    private static func testFiles() throws -> [URL] {
        let tests = root.appendingPathComponent("Tests")
        guard let walker = FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { ["swift", "lua"].contains($0.pathExtension) }
            .filter { !$0.path.hasSuffix("BehaviourIdsTests.swift") }
    }
}
