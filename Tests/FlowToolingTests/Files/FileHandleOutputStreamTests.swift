import FlowTooling
import Foundation
import Testing

@Suite("File handle stream")
struct FileHandleOutputStreamTests {
    @Test func fileHandleStreamWritesWhatItIsGiven() throws {
        // Given
        let pipe = Pipe()
        var stream = FileHandleOutputStream(pipe.fileHandleForWriting)

        // When
        print("[0] start", to: &stream)
        try pipe.fileHandleForWriting.close()
        let data = try pipe.fileHandleForReading.readToEnd()

        // Then
        #expect(data.map { String(decoding: $0, as: UTF8.self) } == "[0] start\n")
        #expect(stream.failure == nil)
    }

    @Test func fileHandleStreamKeepsTheFirstWriteFailure() throws {
        // Given: a handle open for reading only, so writing fails without touching another descriptor
        let handle = try #require(FileHandle(forReadingAtPath: "/dev/null"))
        var stream = FileHandleOutputStream(handle)

        // When
        stream.write("lost")

        // Then
        #expect(stream.failure != nil)
    }
}
