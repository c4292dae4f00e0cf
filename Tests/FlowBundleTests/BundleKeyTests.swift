import FlowHostTestSupport
import FlowScript
import FlowTooling
import Foundation
import Testing

@testable import FlowBundle

@Suite struct BundleKeyTests {
    @Test func aPrivateKeyReadsBackFromItsFileText() throws {
        let key = BundleSigningKey()
        #expect(try BundleSigningKey(text: key.fileText, path: "k").publicKey == key.publicKey)
    }

    @Test func aPrivateKeyGivenAsTrustedIsRefusedWithoutQuotingIt() {
        let key = BundleSigningKey()
        let error = #expect(throws: BundleKeyError.privateKeyGiven(path: "release.key")) {
            try BundlePublicKey.list(in: key.fileText, path: "release.key")
        }
        #expect(error?.description.contains(key.fileText.split(separator: " ")[1].prefix(10)) == false)
    }

    @Test func aTrustFileListsSeveralKeysAndSkipsComments() throws {
        let (old, new) = (BundleSigningKey().publicKey, BundleSigningKey().publicKey)
        let text = "# old, retired in June\n\(old.line)\n\n\(new.line)\n"
        #expect(try BundlePublicKey.list(in: text, path: "trusted.pub") == [old, new])
        #expect(throws: BundleKeyError.malformed(path: "trusted.pub", line: 2, expected: "base64 after 'flowhost-ed25519'")) {
            try BundlePublicKey.list(in: "# x\nflowhost-ed25519 !!!\n", path: "trusted.pub")
        }
        #expect(throws: BundleKeyError.noKeys(path: "trusted.pub")) { try BundlePublicKey.list(in: "# none\n", path: "trusted.pub") }
    }

    @Test func aCreatedFileHasExactlyItsModeAndNeverReplacesOne() throws {
        let folder = try TemporaryDirectory()
        let owned = try OwnedFolder(path: folder.url.path, creating: false)
        try owned.create("key", with: Data("secret".utf8), mode: 0o600)
        var status = stat()
        #expect(stat(folder.path("key"), &status) == 0)
        #expect(status.st_mode & 0o777 == 0o600)
        #expect(throws: OwnedFolderError.exists(path: folder.path("key"))) {
            try owned.create("key", with: Data("other".utf8), mode: 0o600)
        }
        #expect(try String(contentsOfFile: folder.path("key"), encoding: .utf8) == "secret")
        try FileManager.default.createSymbolicLink(atPath: folder.path("link"), withDestinationPath: folder.path("elsewhere"))
        #expect(throws: OwnedFolderError.exists(path: folder.path("link"))) {
            try owned.create("link", with: Data("x".utf8), mode: 0o600)
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path("elsewhere")))
    }
}
