import FlowHostTestSupport
import Foundation
import Testing
@testable import FlowSpec

@Suite("Spec discovery")
struct SpecDiscoveryTests {
    @Test("finds *_spec.lua at every depth, sorted, ignoring other files")
    func findsSpecsSorted() throws {
        // Given
        let root = try SpecFolder(files: ["login_spec.lua", "b/items_spec.lua", "a/onboarding_spec.lua", "helpers.lua", "notes.txt"])
        // When
        let found = try SpecDiscovery().specs(under: [root.path + "/"])
        // Then
        #expect(found.files == [root.path("a/onboarding_spec.lua"), root.path("b/items_spec.lua"), root.path("login_spec.lua")])
        #expect(found.undecodableFiles.isEmpty)
    }

    @Test("a file named directly is taken, and duplicates are dropped")
    func directFileAndDuplicates() throws {
        // Given
        let root = try SpecFolder(files: ["login_spec.lua", "smoke.lua"])
        // When
        let found = try SpecDiscovery().specs(under: [root.path("smoke.lua"), root.path, root.path("login_spec.lua")])
        // Then
        #expect(found.files == [root.path("login_spec.lua"), root.path("smoke.lua")])
    }

    @Test("one file named several ways is found once, named relative to the working directory")
    func spellingsOfOneFileAreOneFile() throws {
        // Given
        let root = try SpecFolder(files: ["Acceptance/login_spec.lua"])
        try root.link("Linked", to: root.path("Acceptance"))
        let spellings = ["Acceptance/login_spec.lua", "./Acceptance/login_spec.lua", "Acceptance/../Acceptance/login_spec.lua",
                         root.path("Acceptance/login_spec.lua"), "Linked/login_spec.lua", "Linked", "./Acceptance/"]
        // When
        let found = try SpecDiscovery(workingDirectory: root.path).specs(under: spellings)
        // Then
        #expect(found.files == ["Acceptance/login_spec.lua"])
    }

    @Test("a path that is a symbolic link to a folder is searched, with or without a trailing slash")
    func linkToFolderIsFollowed() throws {
        // Given
        let root = try SpecFolder(files: ["Acceptance/login_spec.lua", "Acceptance/deep/items_spec.lua"])
        let link = try root.link("acc_link", to: root.path("Acceptance"))
        // When
        let plain = try SpecDiscovery().specs(under: [link])
        let slashed = try SpecDiscovery().specs(under: [link + "/"])
        // Then
        let expected = [root.path("Acceptance/deep/items_spec.lua"), root.path("Acceptance/login_spec.lua")]
        #expect(plain.files == expected)
        #expect(slashed.files == expected)
    }

    @Test("symbolic links to folders inside a searched folder are followed, and a link cycle ends")
    func linkedSubfoldersAreFollowedOnce() throws {
        // Given: specs/shared links to a folder elsewhere, and specs/shared/back links back to specs
        let root = try SpecFolder(files: ["specs/login_spec.lua", "elsewhere/items_spec.lua"])
        try root.link("specs/shared", to: root.path("elsewhere"))
        try root.link("elsewhere/back", to: root.path("specs"))
        try root.link("specs/self", to: ".")
        // When
        let found = try SpecDiscovery(projectFolder: root.path).specs(under: [root.path("specs")])
        // Then
        #expect(found.files == [root.path("elsewhere/items_spec.lua"), root.path("specs/login_spec.lua")])
    }

    @Test("a link in the project's specs to a folder or spec outside the project is skipped, even a link to /")
    func linksOutOfTheProjectAreSkipped() throws {
        // Given: a project whose specs folder links to another checkout's specs, to one of its spec files,
        // and to the root of the file system
        let project = try SpecFolder(files: ["specs/login_spec.lua"])
        let outside = try SpecFolder(files: ["other_spec.lua", "deep/fixture_spec.lua"])
        try project.link("specs/elsewhere", to: outside.path)
        try project.link("specs/linked_spec.lua", to: outside.path("other_spec.lua"))
        try project.link("specs/everything", to: "/")
        // When: the project's specs, and a bare run from the project's folder
        let named = try SpecDiscovery(projectFolder: project.path).specs(under: [project.path("specs")])
        let bare = try SpecDiscovery(workingDirectory: project.path, projectFolder: project.path).specs(under: [])
        // Then
        #expect(named.files == [project.path("specs/login_spec.lua")])
        #expect(bare.files == ["specs/login_spec.lua"])
    }

    @Test("a folder outside the project named as a path is searched, within itself")
    func namedOutsideFolderIsSearched() throws {
        // Given
        let project = try SpecFolder(files: ["specs/login_spec.lua"])
        let outside = try SpecFolder(files: ["other_spec.lua"])
        // When
        let found = try SpecDiscovery(projectFolder: project.path).specs(under: [outside.path])
        // Then
        #expect(found.files == [outside.path("other_spec.lua")])
    }

    @Test("a broken *_spec.lua link in a folder is kept, so that reading it reports it")
    func brokenSpecLinkIsKept() throws {
        // Given
        let root = try SpecFolder(files: ["login_spec.lua"])
        try root.link("gone_spec.lua", to: root.path("nowhere/gone_spec.lua"))
        // When
        let found = try SpecDiscovery().specs(under: [root.path])
        // Then
        #expect(found.files == [root.path("gone_spec.lua"), root.path("login_spec.lua")])
    }

    @Test("a spec whose name is not UTF-8 is found by its escaped name, in a folder or named directly")
    func undecodableNameIsFoundEscaped() throws {
        // Given: bad\xFFname_spec.lua, and the name as the command line decodes it, U+FFFD for the bad byte
        let root = try SpecFolder(files: ["login_spec.lua"])
        try root.createFile(named: Array("bad".utf8) + [0xFF] + Array("name_spec.lua".utf8))
        let typed = root.path("bad\u{FFFD}name_spec.lua")
        // When
        let inFolder = try SpecDiscovery().specs(under: [root.path])
        let named = try SpecDiscovery().specs(under: [typed])
        // Then
        #expect(inFolder.files == [root.path("login_spec.lua")])
        #expect(inFolder.undecodableFiles == [root.path("bad\\xFFname_spec.lua")])
        #expect(named.files.isEmpty)
        #expect(named.undecodableFiles == [root.path("bad\\xFFname_spec.lua")])
    }

    @Test("a missing path is an error naming it")
    func missingPathFails() {
        // Given
        let path = "/nonexistent/flowspec/Acceptance"
        // When / Then
        #expect(throws: SpecDiscoveryError.missingPath(path)) { try SpecDiscovery().specs(under: [path]) }
        #expect(SpecDiscoveryError.missingPath(path).description == "no such file or folder: \(path)")
    }

    @Test("a folder without specs is an error naming it")
    func folderWithoutSpecsFails() throws {
        // Given
        let root = try SpecFolder(files: ["helpers.lua"])
        // When / Then
        #expect(throws: SpecDiscoveryError.noSpecs(root.path)) { try SpecDiscovery().specs(under: [root.path]) }
        #expect(SpecDiscoveryError.noSpecs("Tests/X").description == "no *_spec.lua files under Tests/X")
    }

    @Test("an empty path is refused")
    func emptyPathFails() {
        // Given / When / Then
        #expect(throws: SpecDiscoveryError.emptyPath) { try SpecDiscovery().specs(under: [""]) }
    }

    @Test("no path searches the working folder at every depth, skipping hidden and build folders")
    func noPathSearchesTheWorkingFolder() throws {
        // Given: specs in the working folder, below it, and in folders whose specs belong to others
        let root = try SpecFolder(files: [
            "login_spec.lua", "deep/er/items_spec.lua", ".build/checkouts/dep_spec.lua", ".git/x_spec.lua",
            "build/copy_spec.lua", "node_modules/pkg/y_spec.lua", "helpers.lua",
        ])
        let discovery = SpecDiscovery(workingDirectory: root.path)
        // When
        let found = try discovery.specs(under: [])
        // Then
        #expect(found.files == ["deep/er/items_spec.lua", "login_spec.lua"])
    }

    @Test("no path and no spec in the working folder says where it looked and how to point elsewhere")
    func noPathAndNoSpecsSaysWhatWasSearched() throws {
        // Given: a working folder whose only spec is in a hidden folder
        let root = try SpecFolder(files: [".hidden/login_spec.lua", "notes.txt"])
        let discovery = SpecDiscovery(workingDirectory: root.path)
        // When / Then
        #expect(throws: SpecDiscoveryError.noSpecsInWorkingFolder(RawPath(root.path).resolved!.escaped)) {
            try discovery.specs(under: [])
        }
        let message = SpecDiscoveryError.noSpecsInWorkingFolder("/w").description
        #expect(message.contains("in the working folder /w"))
        #expect(message.contains("flowhost.json"))
        #expect(message.contains("flowrun test path/to/specs"))
    }
}
