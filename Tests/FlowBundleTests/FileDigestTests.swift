import Foundation
import Testing

@testable import FlowBundle

@Suite struct FileDigestTests {
    @Test func digestIsTheSHA256InLowercaseHex() {
        #expect(FileDigest(of: Data("abc".utf8)).hex == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }
}
