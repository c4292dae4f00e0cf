#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FlowScript
import Testing
@testable import FlowTerminal

@Suite("Terminal line reader")
struct TerminalLineReaderTests {
    /// Opens `/dev/null` for writing, to take prompts.
    func openNull() throws -> Int32 {
        let fd = open("/dev/null", O_WRONLY)
        try #require(fd >= 0)
        return fd
    }

    @Test func linesFromAPipeAreReadInOrderUntilTheEnd() throws {
        // Given
        var fds: [Int32] = [0, 0]
        try #require(pipe(&fds) == 0)
        let null = try openNull()
        defer { close(fds[0]); close(null) }
        let text = Array("tap OK\r\nsecret\nlast".utf8)
        #expect(write(fds[1], text, text.count) == text.count)
        close(fds[1])
        let reader = TerminalLineReader(input: fds[0], output: null)

        // When
        let lines = [
            try reader.readLine(prompt: "> "),
            try reader.readSecureLine(prompt: "Password: "),
            try reader.readLine(prompt: "> "),
            try reader.readLine(prompt: "> "),
        ]

        // Then
        #expect(lines == ["tap OK", "secret", "last", nil])
        #expect(!reader.inputIsTerminal)
    }

    @Test func aPipeIsNotATerminal() throws {
        // Given
        var fds: [Int32] = [0, 0]
        try #require(pipe(&fds) == 0)
        defer { close(fds[0]); close(fds[1]) }

        // Then
        #expect(!TerminalDetection.isTerminal(fds[0]))
    }

    @Test func aReadFailureNamesTheCallAndDescriptor() throws {
        // Given: a descriptor open for writing only
        let null = try openNull()
        defer { close(null) }
        let reader = TerminalLineReader(input: null, output: null)

        // When
        let error = #expect(throws: TerminalError.self) { try reader.readLine(prompt: "") }

        // Then
        #expect(error == .systemCall(function: "read", fd: null, errno: EBADF))
        #expect(error?.description.hasPrefix("read failed on file descriptor \(null): ") == true)
    }

    @Test func aSecureLineIsReadWithoutEchoAndTheModeIsRestored() async throws {
        // Given: a pseudo-terminal whose secondary side is the reader's input
        let terminal = try #require(PseudoTerminal())
        try #require(terminal.echoIsOn)
        let input = terminal.secondary
        let null = try openNull()
        defer { close(null) }

        // When: the secret is typed only once echo is off
        let reading = Task.detached {
            try TerminalLineReader(input: input, output: null).readSecureLine(prompt: "Password: ")
        }
        var polls = 0
        while terminal.echoIsOn, polls < 400 {
            try await Task.sleep(for: .milliseconds(5))
            polls += 1
        }
        #expect(terminal.type("hailHydra\n"))
        let secret = try await reading.value

        // Then
        #expect(secret == "hailHydra")
        #expect(terminal.echoIsOn)
        #expect(!terminal.drainOutput().contains("hailHydra"))
    }
}
