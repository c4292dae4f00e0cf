import FlowHostTestSupport
import FlowScript
@testable import FlowTooling
import Foundation
import Testing

/// Output files are written in place, as a shell's `>` writes them: links, FIFOs and descriptors stay
/// what they are, and failures say why in words. Reports opened for replacing are replaced whole.
@Suite("Output files")
final class OutputFileTests {
    private let directory: TemporaryDirectory
    private var folder: URL { directory.url }

    init() throws {
        directory = try TemporaryDirectory()
    }

    @Test("Writing through a symbolic link writes its target and keeps the link")
    func symbolicLinkIsFollowed() throws {
        // Given
        let target = folder.appendingPathComponent("target.xml").path
        let link = folder.appendingPathComponent("link.xml").path
        try "old report, longer than the new one".write(toFile: target, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.xml")

        // When
        let file = try OutputFile(path: link)
        try file.write("<report/>\n")
        file.close()

        // Then
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "target.xml")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "<report/>\n")
    }

    @Test("Writing to a FIFO feeds its reader and leaves the FIFO in place")
    func fifoIsWrittenInPlace() throws {
        // Given
        let fifo = folder.appendingPathComponent("report.fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let reader = try Self.startReading(fifo)

        // When
        let file = try OutputFile(path: fifo)
        try file.write("through the pipe\n")
        file.close()

        // Then
        #expect(Self.finishReading(reader) == "through the pipe\n")
        var info = stat()
        #expect(lstat(fifo, &info) == 0)
        #expect(info.st_mode & S_IFMT == S_IFIFO)
    }

    @Test("/dev/fd/N writes to the descriptor this process holds")
    func descriptorPathWritesToTheDescriptor() throws {
        // Given
        let pipe = Pipe()
        let path = "/dev/fd/\(pipe.fileHandleForWriting.fileDescriptor)"

        // When
        let file = try OutputFile(path: path)
        try file.write("to the descriptor\n")
        file.close()
        try pipe.fileHandleForWriting.close()

        // Then
        let data = try pipe.fileHandleForReading.readToEnd() ?? Data()
        #expect(String(decoding: data, as: UTF8.self) == "to the descriptor\n")
    }

    @Test("An existing regular file is emptied before the new text")
    func regularFileIsTruncated() throws {
        // Given
        let path = folder.appendingPathComponent("report.xml").path
        try "an older and much longer report".write(toFile: path, atomically: false, encoding: .utf8)

        // When
        let file = try OutputFile(path: path)
        try file.write("new")
        file.close()

        // Then
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
    }

    @Test("Paths that cannot be written are refused with the reason in words",
          arguments: [
              (path: "folder", reason: "it is a folder"),
              (path: "missing/report.xml", reason: "no such folder {folder}/missing"),
              (path: "plain.txt/report.xml", reason: "a part of the path is not a folder"),
          ])
    func unwritablePathsSayWhy(path: String, reason: String) throws {
        // Given
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("folder"), withIntermediateDirectories: true)
        try "text".write(toFile: folder.appendingPathComponent("plain.txt").path, atomically: false, encoding: .utf8)
        let full = folder.appendingPathComponent(path).path

        // When
        let error = #expect(throws: OutputFileError.self) { try OutputFile(path: full) }

        // Then
        let expected = reason.replacingOccurrences(of: "{folder}", with: folder.path)
        #expect(error == .cannotOpen(path: full, reason: expected))
        #expect(error?.description == "cannot open \(full): \(expected)")
    }

    @Test("A dangling symbolic link names its target's missing folder")
    func danglingLinkNamesItsTarget() throws {
        // Given
        let link = folder.appendingPathComponent("link.xml").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/nonexistent-folder/report.xml")

        // When
        let error = #expect(throws: OutputFileError.self) { try OutputFile(path: link) }

        // Then
        #expect(error?.reason == "it is a symbolic link to /nonexistent-folder/report.xml, whose folder does not exist")
    }

    @Test("An empty path is refused")
    func emptyPathIsRefused() {
        #expect(throws: OutputFileError.emptyPath) { try OutputFile(path: "") }
    }

    // MARK: - Reading a FIFO

    /// Starts `cat` reading `fifo` (it waits for a writer), its output going to a pipe.
    private static func startReading(_ fifo: String) throws -> (process: Process, output: Pipe) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/cat")
        process.arguments = [fifo]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        return (process, output)
    }

    /// What `cat` read once the writer closed the FIFO.
    private static func finishReading(_ reader: (process: Process, output: Pipe)) -> String {
        let data = reader.output.fileHandleForReading.readDataToEndOfFile()
        reader.process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test("A report opened for replacing keeps the previous file until committed, then replaces it through the link, keeping its mode")
    func replacingIsAtomic() throws {
        // Given: a report reached through a relative link, readable by its owner only
        let target = folder.appendingPathComponent("target.xml").path
        let link = folder.appendingPathComponent("link.xml").path
        try "previous".write(toFile: target, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: target)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.xml")

        // When
        let file = try OutputFile.replacing(path: link)
        try file.write("<report/>\n")
        let before = try String(contentsOfFile: target, encoding: .utf8)
        try file.commit()

        // Then
        #expect(before == "previous")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "<report/>\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "target.xml")
        #expect(try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? Int == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["link.xml", "target.xml"])
    }

    @Test("A report closed without a commit is abandoned: the previous file stays, no temporary file is left")
    func uncommittedReportIsAbandoned() throws {
        // Given
        let target = folder.appendingPathComponent("report.xml").path
        try "previous".write(toFile: target, atomically: false, encoding: .utf8)

        // When
        let file = try OutputFile.replacing(path: target)
        try file.write("half a rep")
        file.close()

        // Then
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "previous")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report.xml"])
    }
}
