import Foundation
import Testing
@testable import FlowSpec

@Suite("Spec discovery")
struct SpecDiscoveryTests {
    /// A fresh folder holding `files` (relative paths), removed by the caller.
    private func folder(with files: [String]) throws -> String {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("flowspec-discovery-\(UUID().uuidString)").path
        for file in files {
            let path = root + "/" + file
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data("-- spec\n".utf8).write(to: URL(fileURLWithPath: path))
        }
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        return root
    }

    @Test("finds *_spec.lua at every depth, sorted, ignoring other files")
    func findsSpecsSorted() throws {
        // Given
        let root = try folder(with: ["login_spec.lua", "b/items_spec.lua", "a/onboarding_spec.lua", "helpers.lua", "notes.txt"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        // When
        let files = try SpecDiscovery().specFiles(under: [root + "/"])
        // Then
        #expect(files == [root + "/a/onboarding_spec.lua", root + "/b/items_spec.lua", root + "/login_spec.lua"])
    }

    @Test("a file named directly is taken, and duplicates are dropped")
    func directFileAndDuplicates() throws {
        // Given
        let root = try folder(with: ["login_spec.lua", "smoke.lua"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        // When
        let files = try SpecDiscovery().specFiles(under: [root + "/smoke.lua", root, root + "/login_spec.lua"])
        // Then
        #expect(files == [root + "/login_spec.lua", root + "/smoke.lua"])
    }

    @Test("a missing path is an error naming it")
    func missingPathFails() {
        // Given
        let path = "/nonexistent/flowspec/Acceptance"
        // When / Then
        #expect(throws: SpecDiscoveryError.missingPath(path)) { try SpecDiscovery().specFiles(under: [path]) }
        #expect(SpecDiscoveryError.missingPath(path).description == "no such file or folder: \(path)")
    }

    @Test("a folder without specs is an error naming it")
    func folderWithoutSpecsFails() throws {
        // Given
        let root = try folder(with: ["helpers.lua"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        // When / Then
        #expect(throws: SpecDiscoveryError.noSpecs(root)) { try SpecDiscovery().specFiles(under: [root]) }
        #expect(SpecDiscoveryError.noSpecs("Tests/X").description == "no *_spec.lua files under Tests/X")
    }

    @Test("an empty path is refused")
    func emptyPathFails() {
        // Given / When / Then
        #expect(throws: SpecDiscoveryError.emptyPath) { try SpecDiscovery().specFiles(under: [""]) }
    }

    @Test("no path means Tests/Acceptance", .enabled(if: !FileManager.default.fileExists(atPath: "Tests/Acceptance")))
    func defaultPath() {
        // Given: the working directory holds no Tests/Acceptance folder
        let discovery = SpecDiscovery()
        // When / Then
        #expect(throws: SpecDiscoveryError.missingPath("Tests/Acceptance")) { try discovery.specFiles(under: []) }
    }
}
