import FlowScript
import FlowHostTestSupport
import FlowTooling
import Foundation
import Testing
@testable import FlowSpec

/// The folders a run writes into keep what flowrun did not write: coverage parts, snapshot files.
@Suite("Owned files: coverage parts and snapshots")
struct OwnedFilesTests {
    private static func part(_ hits: [String: [Int: Int]], shard: String? = nil) throws -> Data {
        try JSONEncoder().encode(CoverageData(shard: shard, hits: hits))
    }

    @Test("a whole run removes an earlier run's parts and nothing else of parts/: notes, folders, links stay")
    func coverageKeepsWhatItDidNotWrite() throws {
        // Given: an earlier sharded run's part, and the user's own things in parts/
        let folder = try TemporaryDirectory()
        let outside = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: folder.path("parts/chapter1"), withIntermediateDirectories: true)
        try folder.write("mine", to: "parts/chapter1/notes.txt")
        try folder.write("mine", to: "parts/notes.txt")
        try folder.write("not json", to: "parts/shard-1-of-3.json")
        try folder.write(Self.part(["/a.lua": [1: 1]], shard: "1/2"), to: "parts/shard-1-of-2.json")
        try folder.write(Self.part(["/a.lua": [1: 1]]), to: "parts/shard-01-of-2.json")
        let target = try outside.write(Self.part(["/a.lua": [1: 1]], shard: "2/2"), to: "shard-2-of-2.json")
        try FileManager.default.createSymbolicLink(atPath: folder.path("parts/shard-2-of-2.json"), withDestinationPath: target)

        // When
        let coverage = try CoverageFolder(path: folder.url.path)
        let merge = try coverage.withLock { () throws(CoverageError) in try coverage.merge(CoverageData(), shard: nil) }

        // Then
        #expect(merge.removed == [folder.path("parts/shard-1-of-2.json")])
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path("parts")).sorted()
        #expect(left == ["chapter1", "notes.txt", "shard-01-of-2.json", "shard-1-of-3.json", "shard-2-of-2.json", "whole.json"])
        #expect(FileManager.default.fileExists(atPath: folder.path("parts/chapter1/notes.txt")))
        #expect(FileManager.default.fileExists(atPath: target))
    }

    @Test("a parts folder that is a link is refused, and the folder it points to is not emptied")
    func coveragePartsLinkIsRefused() throws {
        // Given
        let folder = try TemporaryDirectory()
        let outside = try TemporaryDirectory()
        try outside.write(Self.part(["/a.lua": [1: 1]], shard: "1/2"), to: "shard-1-of-2.json")
        try FileManager.default.createSymbolicLink(atPath: folder.path("parts"), withDestinationPath: outside.url.path)

        // When
        let error = #expect(throws: CoverageError.self) { try CoverageFolder(path: folder.url.path) }

        // Then
        #expect(error?.description.contains("parts: it is a symbolic link") == true, "\(String(describing: error))")
        #expect(FileManager.default.fileExists(atPath: outside.path("shard-1-of-2.json")))
    }

    @Test("a coverage folder that is a file says so, not a framework's error number")
    func coverageFolderThatIsAFile() throws {
        let folder = try TemporaryDirectory()
        let file = try folder.write("", to: "coverage")

        let error = #expect(throws: CoverageError.self) { try CoverageFolder(path: file) }

        #expect(error == .folderUnwritable(path: file, reason: "it is a file, not a folder"))
    }

    @Test("a part with a count that overflows, or a negative line or count, fails naming the file", arguments: [
        (hits: ["/a.lua": [1: Int.max]], problem: CoveragePartProblem.countOverflow(file: "/a.lua", line: 1)),
        (hits: ["/a.lua": [-3: 1]], problem: .badLine(file: "/a.lua", line: -3)),
        (hits: ["/a.lua": [2: -1]], problem: .negativeCount(file: "/a.lua", line: 2, count: -1)),
    ])
    func hostilePartFailsTheMerge(hits: [String: [Int: Int]], problem: CoveragePartProblem) throws {
        // Given: the other shard's part
        let folder = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: folder.path("parts"), withIntermediateDirectories: true)
        let other = try folder.write(Self.part(hits, shard: "2/2"), to: "parts/shard-2-of-2.json")
        let coverage = try CoverageFolder(path: folder.url.path)
        let shard = try ScenarioShard(index: 1, count: 2)

        // When
        let error = #expect(throws: CoverageError.self) {
            try coverage.withLock { () throws(CoverageError) in
                try coverage.merge(CoverageData(hits: ["/a.lua": [1: 1]]), shard: shard)
            }
        }

        // Then
        #expect(error == .partInvalid(path: other, problem: problem))
        #expect(error?.description.hasPrefix("cannot merge the coverage part \(other): ") == true)
    }

    @Test("a snapshot file that is a link is not read: the failure quotes nothing of the file it points to")
    func snapshotLinkIsNotRead() throws {
        // Given: a secret outside the spec tree, and a .snap linking to it
        let folder = try SpecFolder()
        let outside = try TemporaryDirectory()
        let secret = try outside.write("TOKEN=hunter2 secret line\n", to: "credentials")
        try FileManager.default.createDirectory(atPath: folder.path("__snapshots__"), withIntermediateDirectories: true)
        let snap = folder.path("__snapshots__/a_spec.lua.snap")
        try FileManager.default.createSymbolicLink(atPath: snap, withDestinationPath: secret)

        // When
        let result = SnapshotFileStorage.read(snap)

        // Then
        guard case .failure(let error) = result else {
            Issue.record("read a link: \(result)")
            return
        }
        #expect(error == .unreadable(path: snap, reason: OwnedFolderError.symbolicLink(path: snap).reason))
        #expect(!error.description.contains("TOKEN"))
    }

    @Test("a corrupt snapshot file's message names the line, never the file's text")
    func corruptSnapshotQuotesNothing() throws {
        let error = #expect(throws: SnapshotFileError.self) {
            try SnapshotFile(parsing: "TOKEN=hunter2\n", path: "x.snap")
        }
        #expect(error?.description.hasPrefix("x.snap:1: expected a header") == true)
        #expect(error?.description.contains("TOKEN") == false)
    }

    @Test("a __snapshots__ folder that is a link is neither read nor written through")
    func snapshotFolderLinkIsRefused() throws {
        // Given
        let folder = try SpecFolder()
        let outside = try TemporaryDirectory()
        try FileManager.default.createSymbolicLink(atPath: folder.path("__snapshots__"), withDestinationPath: outside.url.path)
        let path = folder.path("__snapshots__/a_spec.lua.snap")
        var changes = SnapshotChanges()
        changes.writes.append(.init(key: SnapshotKey(scenario: "A", label: .ordinal(1)), text: "x", replaces: false))

        // When
        let error = #expect(throws: SnapshotFileError.self) {
            try SnapshotFileStorage.apply(changes, to: path, specName: "a_spec.lua", scenarioOrder: ["A"])
        }

        // Then
        #expect(error?.description.contains("symbolic link") == true, "\(String(describing: error))")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.url.path).isEmpty)
        #expect(SnapshotFileStorage.files(besideSpecsIn: folder.path).isEmpty)
    }
}
