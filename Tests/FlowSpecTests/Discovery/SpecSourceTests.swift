import FlowHostTestSupport
import Foundation
import Testing
@testable import FlowSpec

@Suite("Reading spec files")
struct SpecSourceTests {
    @Test("a first line starting with # is emptied and its newline kept, so the lines keep their numbers")
    func hashBangLineIsEmptied() throws {
        // Given
        let folder = try SpecFolder()
        let file = try folder.write("#!/usr/bin/env -S flowrun test\r\nit(\"runs\")\n", to: "bang_spec.lua")
        // When
        let text = try SpecSource.text(ofFile: file)
        // Then
        #expect(text == "\nit(\"runs\")\n")
    }

    @Test("a UTF-8 byte order mark is dropped, as lua does")
    func byteOrderMarkIsDropped() throws {
        // Given
        let folder = try SpecFolder()
        let file = try folder.write(Data([0xEF, 0xBB, 0xBF]) + Data("it(\"runs\")\n".utf8), to: "bom_spec.lua")
        // When
        let text = try SpecSource.text(ofFile: file)
        // Then
        #expect(text == "it(\"runs\")\n")
    }

    @Test("a file that is not UTF-8 is refused, naming the first bad byte and its line")
    func invalidUTF8IsNamedByByteAndLine() throws {
        // Given: Latin-1 "é" on the second line
        let folder = try SpecFolder()
        let file = try folder.write(Data("-- caf".utf8) + Data([0xC3, 0xA9]) + Data("\n-- caf".utf8) + Data([0xE9, 0x0A]), to: "latin_spec.lua")
        // When
        let error = #expect(throws: SpecReadError.self) { try SpecSource.text(ofFile: file) }
        // Then
        #expect(error == .notUTF8(path: file, byte: 0xE9, line: 2))
        #expect(error?.line == 2)
        #expect(error?.description == "cannot read the spec \(file): not valid UTF-8 (byte 0xE9 at line 2)")
    }

    @Test("a device is refused as not a regular file")
    func deviceIsNotARegularFile() {
        // When
        let error = #expect(throws: SpecReadError.self) { try SpecSource.text(ofFile: "/dev/null") }
        // Then
        #expect(error == .notRegularFile(path: "/dev/null", kind: "a character device"))
        #expect(error?.description == "cannot read the spec /dev/null: not a regular file but a character device")
    }

    @Test("a named pipe is refused without waiting for a writer")
    func namedPipeIsNotARegularFile() throws {
        // Given
        let folder = try SpecFolder()
        let pipe = folder.path("pipe_spec.lua")
        #expect(mkfifo(pipe, 0o644) == 0)
        // When / Then
        #expect(throws: SpecReadError.notRegularFile(path: pipe, kind: "a named pipe")) {
            try SpecSource.text(ofFile: pipe)
        }
    }

    @Test("a broken symbolic link is refused, naming where it points")
    func brokenLinkNamesItsTarget() throws {
        // Given
        let folder = try SpecFolder()
        let link = try folder.link("gone_spec.lua", to: "/nonexistent/gone_spec.lua")
        // When
        let error = #expect(throws: SpecReadError.self) { try SpecSource.text(ofFile: link) }
        // Then
        #expect(error == .brokenLink(path: link, target: "/nonexistent/gone_spec.lua"))
        #expect(error?.description == "cannot read the spec \(link): it is a broken symbolic link (to /nonexistent/gone_spec.lua)")
    }

    @Test("a file the system cannot open is refused with the system's reason")
    func systemErrorIsStatedInPlainWords() {
        // Given
        let path = "/nonexistent/login_spec.lua"
        // When
        let error = #expect(throws: SpecReadError.self) { try SpecSource.text(ofFile: path) }
        // Then
        #expect(error == .unreadable(path: path, code: ENOENT))
        #expect(error?.description == "cannot read the spec \(path): No such file or directory")
    }

    @Test("a precompiled chunk is refused as not source text")
    func precompiledChunkIsRefused() throws {
        // Given
        let folder = try SpecFolder()
        let file = try folder.write(Data([0x1B]) + Data("Lua".utf8) + Data([0x54, 0x00, 0x19, 0x93]), to: "compiled_spec.lua")
        // When / Then
        #expect(throws: SpecReadError.precompiled(path: file)) { try SpecSource.text(ofFile: file) }
    }
}
