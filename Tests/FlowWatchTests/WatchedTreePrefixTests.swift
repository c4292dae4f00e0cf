import Foundation
import Testing
@testable import FlowWatch

/// `--watch` roots whose names share a prefix: `scripts2` is not inside `scripts`, so both are watched.
@Suite("flowrun run --watch: roots that share a prefix")
struct WatchedTreePrefixTests {
    private func tree(_ folders: [String]) -> WatchedTree {
        WatchedTree(folders: folders.map { URL(fileURLWithPath: $0, isDirectory: true) })
    }

    @Test("scripts and scripts2 both stay roots, in either order")
    func siblingsSharingAPrefixBothStay() {
        // When
        let forward = tree(["/repo/scripts", "/repo/scripts2"])
        let backward = tree(["/repo/scripts2", "/repo/scripts"])

        // Then
        #expect(forward.roots == ["/repo/scripts", "/repo/scripts2"])
        #expect(backward.roots == ["/repo/scripts2", "/repo/scripts"])
    }

    @Test("a folder inside one of the two is still dropped for the one it lies in")
    func nestedFolderUnderAPrefixSiblingIsDropped() {
        // When
        let roots = tree(["/repo/scripts2/lib", "/repo/scripts", "/repo/scripts2"]).roots

        // Then
        #expect(roots == ["/repo/scripts", "/repo/scripts2"])
    }

    @Test("a path is inside a folder only at a path separator", arguments: [
        ("/repo/scripts2/a.lua", "/repo/scripts", false),
        ("/repo/scripts-old", "/repo/scripts", false),
        ("/repo/scripts/a.lua", "/repo/scripts", true),
        ("/repo/scripts", "/repo/scripts", true),
        ("/repo/scripts/a.lua", "/repo/scripts/", true),
    ])
    func insideOnlyAtASeparator(path: String, folder: String, inside: Bool) {
        #expect(WatchedTree.path(path, isInside: folder) == inside)
    }
}
