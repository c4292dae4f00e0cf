import Foundation
import Testing
@testable import LuaHost

/// Sandbox edges a plausible bug would open: a root whose name is a prefix of the folder a link leads to, and
/// `setmetatable` over a metatable its owner protected.
@Suite("Lua sandbox: roots sharing a prefix, protected metatables")
struct LuaSandboxEdgeTests {
    @Test("require refuses a link to a folder whose name only starts with the root's (scripts2 beside scripts)")
    func linkToAPrefixSiblingLeadsOut() throws {
        // Given: /tmp/x/scripts/leak.lua links to /tmp/x/scripts2/m.lua
        let base = "/tmp/lhp-\(UUID().uuidString.prefix(8))"
        defer { try? FileManager.default.removeItem(atPath: base) }
        try FileManager.default.createDirectory(atPath: base + "/scripts", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: base + "/scripts2", withIntermediateDirectories: true)
        try "return 'escaped'".write(toFile: base + "/scripts2/m.lua", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: base + "/scripts/leak.lua", withDestinationPath: base + "/scripts2/m.lua")
        let state = try makeState(roots: [base + "/scripts"])

        // When
        let error = try #require(failure(of: "return require('leak')", in: state))

        // Then
        #expect(error.description.contains("error loading module 'leak': '\(base)/scripts/leak.lua' leads out of the script root"),
                "\(error.description)")
    }

    @Test("setmetatable cannot replace a metatable protected by __metatable, whatever its value", arguments: [
        "'locked'", "false", "{}", "function() end",
    ])
    func protectedMetatableStays(protection: String) throws {
        // Given
        let state = try makeState()

        // When
        let error = try #require(failure(of: """
            local t = setmetatable({}, { __metatable = \(protection) })
            setmetatable(t, {})
            """, in: state))

        // Then
        #expect(error.description.contains("cannot change a protected metatable"), "\(error.description)")
    }
}
