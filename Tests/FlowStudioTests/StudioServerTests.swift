@testable import FlowStudio
import FlowScript
import Foundation
import Testing

/// A studio server in the test's process, spoken to over its WebSocket as a page does: what reaches the server
/// from outside, whatever it holds, is answered, and one tab's message never ends another's session.
@Suite(.serialized) struct StudioServerTests {
    @Test(arguments: [StudioClientMessage.Kind.tap, .select])
    func theLargestIndexIsAnsweredAndTheStudioGoesOn(kind: StudioClientMessage.Kind) async throws {
        // Given a studio with a tab open on the items list
        try await RunningStudio.serving(try ItemsSource()) { studio in
            let tab = try await studio.openTab()

            // When the tab sends the largest index there is
            try await tab.send(#"{"type":"\#(kind.rawValue)","index":9223372036854775807}"#)
            let answer = try await tab.receive()

            // Then it is refused as off the screen, the tab's session goes on, and another tab opens
            let noun = kind == .tap ? "button" : "row"
            #expect(answer.update?.failure?.message.hasPrefix("screen 'items.list' has no \(noun) 9223372036854775808") == true,
                    "\(answer)")
            try await tab.send(.tap(index: 0))
            #expect(try await tab.receive().update?.shown?.screen?.name == "items.add")
            let other = try await studio.openTab()
            try await other.send(.echo(text: "still here"))
            #expect(try await other.receive() == .echo(text: "still here"))
        }
    }

    @Test func aFieldOfTwentyThousandCharactersTypedInOneFrameIsApplied() async throws {
        // Given a tab on the add form
        try await RunningStudio.serving(try ItemsSource()) { studio in
            let tab = try await studio.openTab()
            try await tab.send(.tap(index: 0))
            _ = try await tab.receive()

            // When a title of 20,000 characters is typed, as a browser sends it: one frame
            let title = String(repeating: "long title ", count: 2000).prefix(20_000)
            try await tab.send(.type(field: "title", text: String(title)))
            let answer = try await tab.receive()

            // Then the field holds it, and the session goes on
            #expect(answer.update?.failure == nil, "\(answer)")
            #expect(answer.update?.label.hasPrefix("type title long title") == true)
            try await tab.send(.echo(text: "after"))
            #expect(try await tab.receive() == .echo(text: "after"))
        }
    }

    @Test func aMessageOfExactlyTheLimitIsAnswered() async throws {
        try await RunningStudio.serving(try ItemsSource()) { studio in
            let tab = try await studio.openTab()
            let envelope = try JSONEncoder().encode(StudioClientMessage.echo(text: "")).count
            let text = String(repeating: "e", count: StudioClientMessage.sizeLimit - envelope)

            try await tab.send(.echo(text: text))

            #expect(try await tab.receive() == .echo(text: text))
        }
    }

    @Test func aMessageOverTheLimitInSeveralFramesIsRefusedAndTheSessionGoesOn() async throws {
        // Given a tab
        try await RunningStudio.serving(try ItemsSource()) { studio in
            let tab = try await studio.openTab()

            // When it sends a message one byte over the limit in three frames, then one under it in two
            let third = [UInt8](repeating: UInt8(ascii: "x"), count: StudioClientMessage.sizeLimit / 3 + 1)
            try await tab.send(opcode: 0x1, fin: false, payload: third)
            try await tab.send(opcode: 0x0, fin: false, payload: third)
            try await tab.send(opcode: 0x0, fin: true, payload: third)
            let refused = try await tab.receive()
            try await tab.send(opcode: 0x1, fin: false, payload: Array(#"{"type":"echo","#.utf8))
            try await tab.send(opcode: 0x0, fin: true, payload: Array(#""text":"joined"}"#.utf8))
            let joined = try await tab.receive()

            // Then the first is refused naming the limit, and the second is put together and answered
            #expect(refused == .error("not read: the message is over the limit of 1048576 bytes"))
            #expect(joined == .echo(text: "joined"))
        }
    }

    @Test func aSingleFrameOverTheLimitClosesItsConnectionAsTooBigAndNoOther() async throws {
        // Given a studio with two tabs
        try await RunningStudio.serving(try ItemsSource()) { studio in
            let tab = try await studio.openTab()
            let other = try await studio.openTab()

            // When one announces a frame one byte over the limit
            try await tab.sendHead(opcode: 0x1, length: StudioClientMessage.sizeLimit + 1)

            // Then its connection is closed with status 1009 (message too big), and the other tab goes on
            #expect(try await tab.closeStatus() == 1009)
            try await other.send(.echo(text: "other"))
            #expect(try await other.receive() == .echo(text: "other"))
        }
    }

    @Test func aMessageThatIsNotOneIsRefusedAndTheSessionGoesOn() async throws {
        try await RunningStudio.serving(try ItemsSource()) { studio in
            let tab = try await studio.openTab()

            try await tab.send(#"{"type":"tap","index":-1}"#)
            let refused = try await tab.receive()
            try await tab.send(opcode: 0x2, fin: true, payload: [0, 1, 2])
            let binary = try await tab.receive()
            try await tab.send(opcode: 0x0, fin: true, payload: Array(#"{"type":"back"}"#.utf8))
            let stray = try await tab.receive()
            try await tab.send(.tap(index: 0))
            let tapped = try await tab.receive()

            #expect(refused == .error(#"the "index" of a tap message must be a whole number from 0"#))
            #expect(binary == .error("not a studio message: binary, not JSON text"))
            #expect(stray == .error("not a studio message: a continuation frame with no message begun"))
            #expect(tapped.update?.shown?.screen?.name == "items.add")
        }
    }
}
