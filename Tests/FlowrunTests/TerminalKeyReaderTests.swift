#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FlowScript
import Foundation
import Testing
@testable import FlowRunKit

/// The terminal UI's input, on a pipe standing in for the keyboard: keys, wakeups and the end of input.
@Suite("flowrun run: terminal UI input")
struct TerminalKeyReaderTests {
    /// A pipe: keys are written to `writeEnd`, the reader reads `read`.
    private final class Keyboard {
        let read: Int32
        let writeEnd: Int32
        init() throws {
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else { throw POSIXError(.EIO) }
            (read, writeEnd) = (ends[0], ends[1])
        }
        func type(_ text: String) {
            let bytes = Array(text.utf8)
            _ = bytes.withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
        }
        func closeWriting() { close(writeEnd) }
        deinit { close(read) }
    }

    @Test func keysAreReadOneAtATimeLeavingWhatFollowsAColonUnread() throws {
        // Given
        let keyboard = try Keyboard()
        let reader = TerminalKeyReader(input: keyboard.read, wakeup: try TerminalWakeup())
        keyboard.type("\u{1B}[A:tap")

        // When
        let first = try reader.next()
        let second = try reader.next()

        // Then: the command line's text is still there for libedit
        #expect(first == .key(.up))
        #expect(second == .key(.character(":")))
        var rest = [UInt8](repeating: 0, count: 16)
        let count = rest.withUnsafeMutableBytes { read(keyboard.read, $0.baseAddress, $0.count) }
        #expect(String(decoding: rest[..<max(count, 0)], as: UTF8.self) == "tap")
        keyboard.closeWriting()
    }

    @Test func aLoneEscapeFollowedBySilenceIsTheEscapeKey() throws {
        let keyboard = try Keyboard()
        let reader = TerminalKeyReader(input: keyboard.read, wakeup: try TerminalWakeup())
        keyboard.type("\u{1B}")
        #expect(try reader.next() == .key(.escape))
        keyboard.closeWriting()
        #expect(try reader.next() == .end)
    }

    @Test func aRedrawRequestFromAnotherThreadWakesTheWaitingReader() throws {
        // Given
        let keyboard = try Keyboard()
        let wakeup = try TerminalWakeup()
        let reader = TerminalKeyReader(input: keyboard.read, wakeup: wakeup)

        // When: no key comes; a watcher on a thread of its own asks for a redraw (a thread, not a task: the
        // reader blocks the one it runs on, and the test pool may have no other free)
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: 0.05)
            wakeup.requestRedraw()
        }
        let input = try reader.next()

        // Then
        #expect(input == .wake)
        keyboard.closeWriting()
    }

    @Test func requestsMadeBeforeTheLoopLooksCountAsOneWake() throws {
        // Given
        let keyboard = try Keyboard()
        let wakeup = try TerminalWakeup()
        let reader = TerminalKeyReader(input: keyboard.read, wakeup: wakeup)

        // When
        wakeup.requestRedraw()
        wakeup.requestRedraw()
        keyboard.type("q")

        // Then: one wake first, then the key
        #expect(try reader.next() == .wake)
        #expect(try reader.next() == .key(.character("q")))
        keyboard.closeWriting()
    }
}
