import FlowCore
import FlowHostTestSupport
import FlowTestSupport
import Foundation
import Testing
@testable import FlowScript

/// The guard against Lua 5.4.4's `__concat` crash costs every call once armed (docs/Security.md). FlowScript's
/// own Lua (the `app` table's guard, `require`'s cycle guard) sets its metatables with the sealed setmetatable,
/// so a flow pays for the guard only when it sets a metatable itself.
@Suite("The __concat guard in flows")
struct ConcatGuardFlowTests {
    @Test("the demo app, its modules required, runs from launch to the melodies with the guard off")
    func demoAppLeavesTheGuardOff() async throws {
        // Given
        let run = try await ScriptTestSupport.start(DemoAppJourneyTests.flow, app: FlowTestSupport.makeApp())

        // When
        for _ in 1...4 { try await run.driver.send(.tap(title: "Continue")) }
        try await run.driver.send(.tap(title: "Start"))
        try await DemoAppJourneyTests.signIn(run.driver)
        try await run.driver.send(.tap(title: "Add"))
        try await run.driver.send(.type(fieldID: "title", text: "Milk"))
        try await run.driver.send(.tap(title: "Save"))
        try await run.driver.send(.tap(title: "Melodies"))

        // Then
        #expect(run.screen?.name == "melodies.list")
        #expect(!run.host.state.isConcatGuardArmed)
    }

    @Test("a flow requiring a module leaves the guard off until it sets a metatable in a tap")
    func aMetatableInATapArmsIt() async throws {
        // Given
        let folder = try ScriptTestSupport.ScriptFolder()
        try folder.write("return { greet = function(name) return 'hi ' .. name end }\n", to: "helper.lua")
        let run = try await ScriptTestSupport.start(source: """
            local helper = require("helper")
            local kept
            return function(app)
              app.nav:replace_root(app.screen{ name = helper.greet("x"), buttons = {
                { title = "Meta", action = function() kept = setmetatable({}, {}) end },
              } })
            end
            """, in: folder)
        let before = run.host.state.isConcatGuardArmed

        // When
        try await run.driver.send(.tap(title: "Meta"))

        // Then
        #expect(!before)
        #expect(run.host.state.isConcatGuardArmed)
    }
}
