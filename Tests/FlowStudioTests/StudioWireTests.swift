@testable import FlowStudio
import FlowScript
import Foundation
import Testing

/// The studio's wire: the page's messages as JSON, each read into one typed case or refused naming why, and the
/// server's messages in the shape the page reads.
@Suite struct StudioWireTests {
    private func json(_ message: StudioServerMessage) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: JSONEncoder().encode(message)) as? [String: Any] ?? [:]
    }

    @Test func everyClientMessageReadsAsTheCaseItNames() throws {
        let messages: [String: StudioClientMessage] = [
            #"{"type":"tap","index":0}"#: .tap(index: 0),
            #"{"type":"select","index":9223372036854775807}"#: .select(index: .max),
            #"{"type":"type","field":"title","text":"Milk\n"}"#: .type(field: "title", text: "Milk\n"),
            #"{"type":"back"}"#: .back,
            #"{"type":"relaunch","index":3}"#: .relaunch,
            #"{"type":"reset"}"#: .reset,
            #"{"type":"map"}"#: .map,
            #"{"type":"goto","node":"s3"}"#: .goTo(node: "s3"),
            #"{"type":"spec","purpose":"download"}"#: .spec(.download),
            #"{"type":"echo","text":""}"#: .echo(text: ""),
        ]
        #expect(Set(messages.values.map(\.kind)) == Set(StudioClientMessage.Kind.allCases))
        for (text, message) in messages {
            #expect(try StudioClientMessage.decode(text) == message, "\(text)")
            // What the tests send is what the page sends.
            let encoded = String(decoding: try JSONEncoder().encode(message), as: UTF8.self)
            #expect(try StudioClientMessage.decode(encoded) == message, "\(encoded)")
        }
    }

    @Test func aMessageThatIsNotOneIsRefusedNamingWhy() {
        let refusals: [(String, StudioMessageError)] = [
            ("", .notJSON),
            ("{\"type\":", .notJSON),
            (String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000), .notJSON),
            ("[1, 2]", .notAnObject),
            ("\"tap\"", .notAnObject),
            ("{}", .noType),
            (#"{"type":7}"#, .noType),
            (#"{"type":"Tap","index":0}"#, .unknownType("Tap")),
            (#"{"type":"tap"}"#, .missingField(type: .tap, key: "index")),
            (#"{"type":"tap","index":null}"#, .badField(type: .tap, key: "index", expected: "a whole number from 0")),
            (#"{"type":"tap","index":-1}"#, .badField(type: .tap, key: "index", expected: "a whole number from 0")),
            (#"{"type":"select","index":1.5}"#, .badField(type: .select, key: "index", expected: "a whole number from 0")),
            (#"{"type":"select","index":9223372036854775808}"#,
             .badField(type: .select, key: "index", expected: "a whole number from 0")),
            (#"{"type":"tap","index":"0"}"#, .badField(type: .tap, key: "index", expected: "a whole number from 0")),
            (#"{"type":"type","field":"title"}"#, .missingField(type: .type, key: "text")),
            (#"{"type":"type","field":["title"],"text":""}"#, .badField(type: .type, key: "field", expected: "a string")),
            (#"{"type":"goto"}"#, .missingField(type: .goto, key: "node")),
            (#"{"type":"spec","purpose":"print"}"#, .badField(type: .spec, key: "purpose", expected: "copy or download")),
        ]
        for (text, refusal) in refusals {
            #expect(throws: refusal, "\(text.prefix(60))") { try StudioClientMessage.decode(text) }
        }
    }

    @Test func aRefusalQuotesTheValueEscapedAndCutShort() {
        #expect(StudioMessageError.unknownType("tap\u{1b}[2J").description == #"unknown message type "tap\u{1B}[2J""#)
        let long = StudioMessageError.unknownType(String(repeating: "x", count: 5000)).description
        #expect(long == "unknown message type \"" + String(repeating: "x", count: 40) + "\"…")
    }

    @Test func anUpdateKeepsItsPartsAsKeysOfTheMessage() throws {
        let update = StudioUpdate(
            label: "tap Add",
            shown: .init(
                screen: Screen(name: "items.add", title: "Add"), stack: [["items.list", "items.add"]], canGoBack: true),
            announcements: [Announcement("item_created", fields: ["title": .string("Milk")])], printed: ["hello"],
            failure: .init(message: "it broke", isLoadError: false), events: .appended("tap Add\n"))
        let object = try json(.update(update))
        #expect(Set(object.keys) == ["type", "label", "screen", "stack", "canGoBack", "announcements", "printed",
                                     "error", "loadError", "eventsAppend"])
        #expect(object["type"] as? String == "update")
        #expect((object["screen"] as? [String: Any])?["name"] as? String == "items.add")
        #expect(object["eventsAppend"] as? String == "tap Add\n")
        let encoded = try JSONEncoder().encode(StudioServerMessage.update(update))
        let decoded = try JSONDecoder().decode(StudioServerMessage.self, from: encoded)
        #expect(decoded == .update(update))

        // An update that changed nothing on the page carries its label, announcements and printed lines only.
        let quiet = StudioUpdate(label: "relaunch", shown: nil, announcements: [], printed: [], failure: nil, events: nil)
        #expect(Set(try json(.update(quiet)).keys) == ["type", "label", "announcements", "printed"])
    }

    @Test func theOtherServerMessagesSayTheirType() throws {
        #expect(try json(.error("no")) as NSDictionary == ["type": "error", "error": "no"])
        #expect(try json(.closed(reason: "idle")) as NSDictionary == ["type": "closed", "reason": "idle"])
        #expect(try json(.echo(text: "hi")) as NSDictionary == ["type": "echo", "text": "hi"])
        #expect(try json(.spec("spec", purpose: .copy)) as NSDictionary
            == ["type": "spec", "spec": "spec", "purpose": "copy"])
        #expect(try json(.map(svg: nil, names: ["s1": "login"], problem: "no dot")) as NSDictionary
            == ["type": "map", "names": ["s1": "login"], "problem": "no dot"])
    }
}
