@testable import FlowStudio
import FlowScript
import Foundation
import LuaHost
import LuaHostTestSupport
import Testing

/// Random and extreme messages to a running studio over its WebSocket: every message type with every key given
/// huge, negative, fractional, wrong-typed, missing, deeply nested, unicode or control-character values, unknown
/// types, and text that is not JSON at all. Each is answered with a result or a refusal, and the server, the
/// tab's session and other tabs go on.
@Suite("Fuzzing the studio's wire", .serialized)
struct StudioWireFuzzTests {
    @Test("every random message is answered, and the studio stays up")
    func everyRandomMessageIsAnswered() async throws {
        let budget = FuzzBudget(defaultSeconds: 4)
        var generator = budget.generator()
        // Printed first: a crash of the server ends the test process before any issue names the seed.
        print("StudioWireFuzzTests: seed \(budget.seed) (FLOWHOST_FUZZ_SEED=\(budget.seed) repeats this run)")
        let path: [StudioMap.Step] = [.event(.tap(title: "Add")), .relaunch]
        let source = try ItemsSource(map: StudioMap(svg: "<svg/>", names: ["s1": "items.list"], paths: ["s1": path]))
        var sent = 0
        var kinds: [String: Int] = [:]
        try await RunningStudio.serving(source) { studio in
            if let failure = await Self.send(to: studio, until: budget, using: &generator, sent: &sent, kinds: &kinds) {
                Issue.record("seed \(budget.seed): \(failure)")
            }
            let check = try await studio.openTab()
            try await check.send(.echo(text: "still up"))
            #expect(try await check.receive() == .echo(text: "still up"), "seed \(budget.seed)")
        }
        #expect(sent > 0, "seed \(budget.seed): no message sent")
        // A run long enough has both kinds of answer, or the messages are not what the fuzzer means them to be.
        if sent >= 100 {
            #expect(kinds["error", default: 0] > 0 && kinds["update", default: 0] > 0, "seed \(budget.seed): \(kinds)")
        }
    }

    /// The messages sent even when the budget's time is up before the first.
    private static let minimumMessages = 50

    /// Sends random messages to one tab after another until the budget's time is up.
    /// - Returns: What went wrong, or `nil` when every message was answered.
    private static func send(
        to studio: RunningStudio, until budget: FuzzBudget, using generator: inout SeededGenerator, sent: inout Int,
        kinds: inout [String: Int]
    ) async -> String? {
        var tab: StudioSocket
        do {
            tab = try await studio.openTab()
        } catch {
            return "the first tab did not open: \(error)"
        }
        // At least a few dozen messages whatever the budget: under a loaded suite, starting the server can take
        // the whole of a short budget.
        while sent < minimumMessages || budget.hasTimeLeft {
            let message = message(using: &generator)
            sent += 1
            let answer: StudioServerMessage
            do {
                try await tab.send(message)
                answer = try await tab.receive()
            } catch {
                return "message \(sent) \(shown(message)) got no answer: \(error)"
            }
            kinds[answer.type, default: 0] += 1
            if case .closed(let reason) = answer {
                return "message \(sent) \(shown(message)) closed the session: \(reason)"
            }
            // Now and then a new tab, which must open whatever the last one went through.
            if Int.random(in: 0..<50, using: &generator) == 0 {
                do {
                    tab = try await studio.openTab()
                } catch {
                    return "no new tab after message \(sent) \(shown(message)): \(error)"
                }
            }
        }
        return nil
    }

    /// A message as a page, a buggy page or an attacker might send it.
    private static func message(using generator: inout SeededGenerator) -> String {
        switch Int.random(in: 0..<20, using: &generator) {
        case 0: return text(using: &generator)
        case 1: return value(depth: 0, using: &generator)
        case 2: return String(#"{"type":"tap","index":"#.prefix(Int.random(in: 0...20, using: &generator)))
        default: break
        }
        let kinds = StudioClientMessage.Kind.allCases.map(\.rawValue)
        let type = Int.random(in: 0..<8, using: &generator) == 0
            ? value(depth: 0, using: &generator) : json(kinds.randomElement(using: &generator)!)
        var members = ["\"type\":" + type]
        for key in ["index", "field", "text", "node", "purpose", "extra"] where Bool.random(using: &generator) {
            members.append(json(key) + ":" + field(key, using: &generator))
        }
        members.shuffle(using: &generator)
        if Int.random(in: 0..<10, using: &generator) == 0 { members.removeAll { $0.hasPrefix("\"type\"") } }
        return "{" + members.joined(separator: ",") + "}"
    }

    /// A value for `key`: mostly the kind the key holds, with extremes; otherwise any JSON value.
    private static func field(_ key: String, using generator: inout SeededGenerator) -> String {
        guard Int.random(in: 0..<4, using: &generator) != 0 else { return value(depth: 0, using: &generator) }
        switch key {
        case "index": return number(using: &generator)
        case "purpose": return json(["copy", "download", "", "print"].randomElement(using: &generator)!)
        case "node": return json(["s1", "s2", "", "s1\u{0}"].randomElement(using: &generator)!)
        case "field": return json(["title", "nope", "", "title\n"].randomElement(using: &generator)!)
        default: return json(text(using: &generator))
        }
    }

    private static func number(using generator: inout SeededGenerator) -> String {
        let numbers = ["0", "1", "2", "-1", "-0", "9223372036854775807", "-9223372036854775808", "9223372036854775808",
                       "18446744073709551616", "1e308", "1e400", "-1e400", "1.5", "0.0", "1E2", "2e-5",
                       String(Int.random(in: .min ... .max, using: &generator)),
                       String(Int.random(in: 0..<4, using: &generator))]
        return numbers.randomElement(using: &generator)!
    }

    private static func text(using generator: inout SeededGenerator) -> String {
        let texts = ["", " ", "Milk", "日本語 ☕", "\u{0}\u{1}\u{1b}[2J\u{7f}", "\u{202e}evil", "<script>x</script>",
                     "tap Add", "\"quoted\"", "\\", "a\nb\r\nc", String(repeating: "x", count: 20_000),
                     String(repeating: "é", count: Int.random(in: 0..<3000, using: &generator))]
        return texts.randomElement(using: &generator)!
    }

    /// Any JSON value, nested up to a few levels, or now and then thousands deep.
    private static func value(depth: Int, using generator: inout SeededGenerator) -> String {
        switch Int.random(in: 0..<(depth > 3 ? 5 : 9), using: &generator) {
        case 0: return "null"
        case 1: return Bool.random(using: &generator) ? "true" : "false"
        case 2: return number(using: &generator)
        case 3, 4: return json(text(using: &generator))
        case 5:
            let count = Int.random(in: 0..<4, using: &generator)
            return "[" + (0..<count).map { _ in value(depth: depth + 1, using: &generator) }.joined(separator: ",") + "]"
        case 6: return "{\"type\":" + value(depth: depth + 1, using: &generator) + "}"
        case 7:
            let levels = [10, 600, 5000].randomElement(using: &generator)!
            return String(repeating: "[", count: levels) + String(repeating: "]", count: levels)
        default: return #""\ud800 lone surrogate""#
        }
    }

    /// `text` as a JSON string.
    private static func json(_ text: String) -> String {
        String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
    }

    /// A message for a failure: its first 300 characters, escaped.
    private static func shown(_ message: String) -> String {
        (message.count > 300 ? String(message.prefix(300)) + "…" : message).debugDescription
    }
}
