import FlowStore
import FlowHostTestSupport
import Foundation
import Testing
@testable import FlowScript

@Suite("A module's contract: typed entries checked by the host")
struct ModuleContractTests {
    @Test("an integer parameter refuses 1.5, naming the binding and the argument")
    func integerRefusesAFraction() async throws {
        let error = try await startError("app.counter.add(1.5)")
        #expect(error?.contains("bad argument #1 to 'counter.add' (count: integer expected, got number 1.5)") == true)
    }

    @Test("an integer parameter takes 2.0 and 2 alike")
    func integerTakesWholeNumbers() async throws {
        let printed = try await startPrinting("print(app.counter.add(2.0), app.counter.add(2))")
        #expect(printed == "2\t4\n")
    }

    @Test("a boolean parameter refuses a string")
    func booleanRefusesAString() async throws {
        let error = try await startError("app.counter.set_flag('yes')")
        #expect(error?.contains("bad argument #1 to 'counter.set_flag' (on: boolean expected, got string)") == true)
    }

    @Test("an options record refuses an unknown key, listing the known ones")
    func unknownKeyIsRefused() async throws {
        let error = try await startError("app.counter.configure{ label = { text = 'a' }, colour = 1 }")
        #expect(error?.contains("unknown option 'colour' to 'counter.configure' (known: label, tags)") == true)
    }

    @Test("a nested record refuses an unknown key, naming its path")
    func unknownNestedKeyIsRefused() async throws {
        let error = try await startError("app.counter.configure{ label = { txt = 'a' } }")
        #expect(error?.contains("unknown option 'label.txt' to 'counter.configure' (known: text, size)") == true)
    }

    @Test("a nested field of the wrong type is refused, naming its path and both types")
    func wrongNestedTypeIsRefused() async throws {
        let error = try await startError("app.counter.configure{ label = { text = 'a', size = 'big' } }")
        #expect(error?.contains("bad option 'label.size' to 'counter.configure' (integer expected, got string)") == true)
    }

    @Test("a list element of the wrong type is refused, naming its index")
    func wrongListElementIsRefused() async throws {
        let error = try await startError("app.counter.configure{ label = { text = 'a' }, tags = { 'x', false } }")
        #expect(error?.contains("bad option 'tags[2]' to 'counter.configure' (string expected, got boolean)") == true)
    }

    @Test("a missing required option is refused, naming it")
    func missingOptionIsRefused() async throws {
        let error = try await startError("app.counter.configure{ tags = {} }")
        #expect(error?.contains("missing option 'label' to 'counter.configure' (table expected)") == true)
    }

    @Test("extra arguments are refused")
    func extraArgumentsAreRefused() async throws {
        let error = try await startError("app.counter.add(1, 2)")
        #expect(error?.contains("wrong number of arguments to 'counter.add' (expected 0 to 1, got 2)") == true)
    }

    @Test("an event the module does not declare is not announced: the event fails, naming module and event")
    func undeclaredEventFails() async throws {
        let (error, announced) = try await startAnnouncing("app.counter.announce('order_done')")
        #expect(error?.contains("module 'counter' announced 'order_done', an event it does not declare "
            + "(declared: counter_bumped)") == true)
        #expect(announced.isEmpty)
    }

    @Test("a declared event without a declared field is not announced")
    func missingEventFieldFails() async throws {
        let (error, announced) = try await startAnnouncing("app.counter.announce_with({})")
        #expect(error?.contains("module 'counter' announced 'counter_bumped' with field 'count' missing") == true)
        #expect(announced.isEmpty)
    }

    @Test("a declared event with a field of the wrong type is not announced")
    func wrongEventFieldFails() async throws {
        let (error, announced) = try await startAnnouncing("app.counter.announce_with({ count = 'many' })")
        #expect(error?.contains("announced 'counter_bumped' with field 'count' wrong: number expected, got string") == true)
        #expect(announced.isEmpty)
    }

    @Test("a declared event with a field it does not declare is not announced")
    func extraEventFieldFails() async throws {
        let (error, _) = try await startAnnouncing("app.counter.announce_with({ count = 1, total = 2 })")
        #expect(error?.contains("announced 'counter_bumped' with field 'total' not declared") == true)
    }

    @Test("a preset's arguments are converted when it is given: 1.5 for an integer is refused at once")
    func presetRefusesBadArgumentsAtOnce() throws {
        let contract = CounterModule().contract
        let error = #expect(throws: FlowValueError.self) {
            _ = try contract.preset("counted", arguments: [.flow(.number(1.5))])
        }
        #expect(error?.description == "bad argument #1 to 'preset.counted' (count: integer expected, got number 1.5)")
    }

    @Test("a double's action refuses an argument of the wrong type, naming the action and the argument")
    func doubleRefusesBadArguments() throws {
        let doubles = try #require(try FlowModuleRegistry([CounterModule()]).makeDoubles(recordingCallsIn: nil)["counter"])
        let error = #expect(throws: FlowValueError.self) {
            try doubles.perform("set", arguments: [.flow(.string("ten"))], store: nil)
        }
        #expect(error?.description == "bad argument #1 to 'services.counter.set' (count: integer expected, got string)")
    }

    @Test("the declaration lists what the entries take and give, types included")
    func declarationComesFromTheEntries() throws {
        let declaration = CounterModule().contract.declaration
        let add = try #require(declaration.bindings.first { $0.name == "add" })
        #expect(add.kind == .function(parameters: [FlowField("count", .integer, "How many.")], result: .integer))
        #expect(declaration.calls.map(\.name) == ["tick"])
        #expect(declaration.events.map(\.fields) == [[FlowField("count", .integer, "The new count.")]])
    }

    // MARK: - Helpers

    private func launch(_ line: String, print: @escaping (String) -> Void = { _ in }) throws -> FlowLaunch {
        let folder = try ScriptFolder()
        let flow = try folder.write("return function(app)\n  app.nav:replace_root(app.screen{})\n  \(line)\nend\n", to: "flow.lua")
        let registry = try FlowModuleRegistry([CounterModule()])
        return try FlowLaunch(
            flowFile: flow, store: try AppStateStore.inMemory(schema: registry.schema), modules: registry, print: print)
    }

    private func startError(_ line: String) async throws -> String? {
        let launch = try launch(line)
        defer { launch.close() }
        let error = await #expect(throws: FlowDriverError.self) { try await launch.driver.start(launch.start) }
        return error?.description
    }

    private func startPrinting(_ line: String) async throws -> String {
        nonisolated(unsafe) var printed = ""
        let launch = try launch(line) { printed += $0 }
        defer { launch.close() }
        try await launch.driver.start(launch.start)
        return printed
    }

    private func startAnnouncing(_ line: String) async throws -> (String?, [Announcement]) {
        let launch = try launch(line)
        defer { launch.close() }
        let error = await #expect(throws: FlowDriverError.self) { try await launch.driver.start(launch.start) }
        return (error?.description, launch.app.announcements.all)
    }
}
