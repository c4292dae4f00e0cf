import Foundation
import Testing

/// The terminal UI reaches the host only through the public embedding API (docs/Embedding.md), as an app's own UI
/// would: a source check, since a private path would compile just as well.
@Suite struct TerminalUIPublicAPITests {
    /// The Swift files of a folder under the package root, each with its lines, `//` comments left out.
    private static func sources(in folder: String) throws -> [(name: String, lines: [String])] {
        let url = PackagePaths.root.appendingPathComponent(folder, isDirectory: true)
        return try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".swift") }.sorted()
            .map { name in
                let text = try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                    String(line.prefix { $0 != "/" })
                }
                return ("\(folder)/\(name)", lines)
            }
    }

    /// Whether `line` names `word` as a whole identifier.
    private static func names(_ line: String, _ word: String) -> Bool {
        line.range(of: "(?<![A-Za-z0-9_])\(NSRegularExpression.escapedPattern(for: word))(?![A-Za-z0-9_])",
                   options: .regularExpression) != nil
    }

    @Test("The terminal UI names only FlowPlayer: no session, driver, launch or Lua host of its own, no private import")
    func terminalUIDrivesFlowsOnlyThroughThePlayer() throws {
        // Given the terminal UI's sources
        let files = try Self.sources(in: "Sources/FlowRunKit/Run/TerminalUI")
        let forbidden = ["FlowSession", "WatchedFlow", "FlowDriver", "FlowLaunch", "FlowScriptHost", "FlowApp", "driver"]

        // When each line is checked for private imports and for the host's parts behind the player
        var found: [String] = []
        for file in files {
            for (number, line) in file.lines.enumerated() {
                if line.contains("@testable") || line.contains("@_spi") {
                    found.append("\(file.name):\(number + 1): a private import")
                }
                for word in forbidden where Self.names(line, word) {
                    found.append("\(file.name):\(number + 1): names \(word)")
                }
            }
        }

        // Then there are none, and the run loop does use the player
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
        let run = try #require(files.first { $0.name.hasSuffix("/TerminalUIRun.swift") })
        #expect(run.lines.contains { Self.names($0, "FlowPlayer") })
    }

    /// A declaration with `package` access (a local named `package`, as the Lua library's, is no declaration).
    private static let packageDeclaration =
        #"(?<![A-Za-z0-9_.])package(\(set\))?\s+(func|var|let|init|struct|class|enum|protocol|typealias|static|final|subscript|extension|actor|import|nonisolated|convenience|required|override|lazy|weak|unowned)\b"#

    @Test("FlowScript exports nothing below public: no package or @_spi declarations another target could reach")
    func flowScriptHasNoPrivateDoor() throws {
        // Given every source folder of FlowScript
        let root = PackagePaths.root.appendingPathComponent("Sources/FlowScript")
        let enumerator = try #require(FileManager.default.enumerator(atPath: root.path))
        let folders = Set(enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
            .map { "Sources/FlowScript/" + ($0 as NSString).deletingLastPathComponent })

        // When each declaration's access is checked
        var found: [String] = []
        for folder in folders.sorted() {
            for file in try Self.sources(in: folder.hasSuffix("/") ? String(folder.dropLast()) : folder) {
                for (number, line) in file.lines.enumerated()
                where line.range(of: Self.packageDeclaration, options: .regularExpression) != nil
                    || line.contains("@_spi") {
                    found.append("\(file.name):\(number + 1)")
                }
            }
        }

        // Then there is none
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }
}
