import FlowHostTestSupport
import FlowModules
import FlowStore
import FlowTestSupport
import FlowCore
import Foundation
import LuaHost
import Testing
@testable import FlowScript

@Suite("The host's lifetime")
struct HostLifetimeTests {
    static let flow = """
        return function(app)
          app.events.on("logout", function() end)
          app.nav:replace_root(app.items.list{
            on_select = function() end,
            actions = { { title = "Ping", action = function() app.nav:push(app.screen{ title = "Pong" }) end } },
          })
        end
        """

    @Test("Dropping the host releases the Lua state even while the app keeps the flow's views")
    func droppingTheHostReleasesTheState() async throws {
        // Given
        let folder = try ScriptTestSupport.ScriptFolder()
        let flow = try folder.write(Self.flow, to: "flow.lua")
        let app = try FlowTestSupport.makeApp()
        weak var weakHost: FlowScriptHost?
        weak var weakState: LuaState?

        // When
        do {
            let run = try await ScriptTestSupport.start(flow, app: app, roots: [])
            weakHost = run.host
            weakState = run.host.state
        }

        // Then
        #expect(weakHost == nil)
        #expect(weakState == nil)
        #expect(app.navigation.hierarchy == [["items.list"]])
    }

    @Test("Closing the host after a whole demo-app run lets the app, its store, services, navigation and the state go: nothing leaks")
    func closedHostAndAppAreReleasedAfterTheDemoApp() async throws {
        // Given
        weak var weakApp: FlowApp?
        weak var weakStore: AppStateStore?
        weak var weakState: LuaState?
        weak var weakItems: ItemsDataSource?
        weak var weakSession: SessionController?
        weak var weakNavigation: NavigationStack?
        weak var weakPendingWork: PendingWork?
        do {
            let run = try await ScriptTestSupport.start("examples/app.lua")
            try await ScriptTestSupport.play("first-launch.events", on: run.driver)
            weakApp = run.app
            weakStore = run.app.store
            weakItems = run.app.items
            weakSession = run.app.session
            weakNavigation = run.app.navigation
            weakPendingWork = run.app.pendingWork
            weakState = run.host.state

            // When
            run.host.close()
        }

        // Then
        #expect(weakState == nil)
        #expect(weakApp == nil)
        #expect(weakStore == nil)
        #expect(weakItems == nil)
        #expect(weakSession == nil)
        #expect(weakNavigation == nil)
        #expect(weakPendingWork == nil)
    }

    @Test("After close, the flow's callbacks are inert: tapping one fails the event, and handlers are gone")
    func closeMakesCallbacksInert() async throws {
        // Given
        let folder = try ScriptTestSupport.ScriptFolder()
        let run = try await ScriptTestSupport.start(source: Self.flow, in: folder)

        // When
        run.host.close()
        let error = await #expect(throws: FlowDriverError.self) { try await run.driver.send(.tap(title: "Ping")) }
        try run.app.logout()
        try await run.driver.send(.tap(title: "Delete All"))

        // Then
        #expect(run.host.state.isClosed)
        #expect(error?.description.contains("closed Lua state") == true)
        #expect(run.screen?.name == "items.list")
    }
}
