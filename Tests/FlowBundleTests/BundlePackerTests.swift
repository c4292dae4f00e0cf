import FlowHostTestSupport
import FlowScript
import Foundation
import Testing

@testable import FlowBundle

@Suite struct BundlePackerTests {
    @Test func packsTheEntryAndEveryFileItRequiresAsRequireFindsThem() async throws {
        let fixture = try BundleFixture()
        let packed = try await fixture.pack()
        #expect(packed.manifest.files.map(\.path) == ["app.lua", "lib/helper.lua", "sibling.lua"])
        #expect(packed.manifest.entry == "app.lua")
        #expect(packed.files["lib/helper.lua"] == Data("return { title = function() return 'Counter' end }\n".utf8))
    }

    @Test func needsNameEachBindingEventAndRecordWithItsDeclaredSignature() async throws {
        let fixture = try BundleFixture()
        try fixture.folder.write(
            BundleFixture.flow.replacingOccurrences(
                of: "app.counter.bump()", with: "app.counter.bump(); app.counter.configure{ label = { text = 'x' } }"),
            to: "flows/app.lua")
        let needs = try await fixture.pack().manifest.needs
        let counter = try #require(needs.modules["counter"])
        #expect(counter.bindings.keys.sorted() == ["bump", "configure"])
        let label = FieldSignature(name: "label", type: .record(name: "counter.Label", fields: [
            FieldSignature(name: "text", type: .plain("string")),
            FieldSignature(name: "size", type: .optional(.plain("integer"))),
        ]))
        let tags = FieldSignature(name: "tags", type: .optional(.list(.plain("string"))))
        #expect(counter.bindings["configure"] == .function(
            parameters: [FieldSignature(name: "options", type: .record(name: "counter.Options", fields: [label, tags]))],
            result: .plain("string")))
        #expect(counter.events["counter_bumped"] == [FieldSignature(name: "count", type: .plain("integer"))])
        #expect(counter.migration == "counter/v1-create")
        #expect(needs.hostVersion == FlowHostVersion.current)
    }

    @Test func aMemberReadThroughAnAliasIsSeenWhileTheFlowStarts() async throws {
        let fixture = try BundleFixture()
        try fixture.folder.write("""
            return function(app)
              local counter = app["counter"]
              counter.add(2)
              app.nav:replace_root(app.screen{})
            end
            """, to: "flows/app.lua")
        let needs = try await fixture.pack().manifest.needs
        #expect(needs.modules["counter"]?.bindings.keys.sorted() == ["add"])
    }

    @Test func aModuleRequiredOnlyAtRunTimeIsPacked() async throws {
        let fixture = try BundleFixture()
        try fixture.folder.write("""
            local name = "lib." .. "helper"
            return function(app)
              require(name)
              app.nav:replace_root(app.screen{})
            end
            """, to: "flows/app.lua")
        #expect(try await fixture.pack().manifest.files.map(\.path) == ["app.lua", "lib/helper.lua"])
    }

    @Test func theSameProjectGivesTheSameBytes() async throws {
        let fixture = try BundleFixture()
        let first = try await fixture.bundle()
        let second = try await fixture.bundle()
        #expect(first == second)
    }

    @Test func anUndeclaredMemberIsRefusedWithItsFileAndLine() async throws {
        let fixture = try BundleFixture()
        try fixture.folder.write("return function(app)\n  app.nav:replace_root(app.screen{})\n  local f = function() app.counter.explode() end\nend\n", to: "flows/app.lua")
        let error = await #expect(throws: BundlePackError.self) { try await fixture.pack() }
        #expect(error?.description.hasSuffix("app.lua:3: app.counter.explode is not declared by module 'counter'") == true)
    }

    @Test func anUnregisteredModuleAndAnUnknownEventAreRefused() async throws {
        let fixture = try BundleFixture()
        try fixture.folder.write("return function(app)\n  local f = function() app.weather.today() end\nend\n", to: "flows/app.lua")
        let unknownModule = await #expect(throws: BundlePackError.self) { try await fixture.pack() }
        #expect(unknownModule?.description.contains("app.weather is not a registered module (modules: counter)") == true)
        try fixture.folder.write("return function(app)\n  app.events.on('rained', function() end)\nend\n", to: "flows/app.lua")
        let unknownEvent = await #expect(throws: BundlePackError.self) { try await fixture.pack() }
        #expect(unknownEvent?.description.contains("app.lua:2: event 'rained' is declared by no registered module") == true)
    }

    @Test func aRequireNoRootHoldsIsRefused() async throws {
        let fixture = try BundleFixture()
        try fixture.folder.write("local x = require('nowhere')\nreturn function(app) end\n", to: "flows/app.lua")
        let error = await #expect(throws: BundlePackError.self) { try await fixture.pack() }
        #expect(error?.description.contains("app.lua:1: require 'nowhere': no script root holds it") == true)
    }

    @Test func aLinkedModuleFileIsRefused() async throws {
        let fixture = try BundleFixture()
        let helper = fixture.folder.url.appendingPathComponent("scripts/lib/helper.lua")
        try FileManager.default.removeItem(at: helper)
        let outside = try fixture.folder.write("return { title = function() return 'x' end }\n", to: "outside.lua")
        try FileManager.default.createSymbolicLink(at: helper, withDestinationURL: outside)
        let error = await #expect(throws: BundlePackError.self) { try await fixture.pack() }
        #expect(error?.description.contains("helper.lua is a symbolic link") == true)
    }

    @Test func aPrecompiledChunkIsRefused() async throws {
        let fixture = try BundleFixture()
        try fixture.folder.write(Data([0x1B, 0x4C, 0x75, 0x61, 0x54]), to: "scripts/lib/helper.lua")
        let error = await #expect(throws: BundlePackError.self) { try await fixture.pack() }
        #expect(error?.description.contains("not Lua source (a precompiled chunk)") == true)
    }
}
