import FlowHostTestSupport
import FlowModules
import FlowStore
import FlowTestSupport
import FlowCore
import Foundation
import Testing
@testable import FlowScript

@Suite("What flows see of app")
struct AppBindingTests {
    @Test("Views know their module name; app.nav:top() names the screen on top")
    func viewsAndTop() async throws {
        // Given
        let folder = try ScriptTestSupport.ScriptFolder()
        let source = """
            return function(app)
              local before = tostring(app.nav:top())
              local list = app.items.list{}
              app.nav:replace_root(list)
              app.nav:push(app.screen{ name = "extra" })
              local pushed = app.nav:top()
              app.nav:pop()
              app.nav:present(app.screen{
                name = "summary",
                labels = { before, list.name, tostring(list), pushed, app.nav:top() },
              })
            end
            """

        // When
        let run = try await ScriptTestSupport.start(source: source, in: folder)

        // Then
        #expect(run.screen?.name == "summary")
        #expect(run.screen?.labels == ["nil", "items.list", "View(items.list)", "extra", "items.list"])
        #expect(run.app.navigation.hierarchy == [["items.list"], ["summary"]])
    }

    @Test("I4: on_select receives the item as { id, title, enabled, date }, and details shows exactly it")
    func itemsCrossAsTables() async throws {
        // Given
        let folder = try ScriptTestSupport.ScriptFolder()
        let app = try FlowTestSupport.makeApp()
        try app.items.returnItems(FlowTestSupport.groceries)
        let flow = try folder.write("""
            return function(app)
              app.nav:replace_root(app.items.list{ on_select = function(item)
                app.nav:push(app.items.details(item))
                app.nav:present(app.screen{ name = "seen", labels = {
                  item.id, item.title, tostring(item.enabled), item.date,
                } })
              end })
            end
            """, to: "flow.lua")
        let run = try await ScriptTestSupport.start(flow, app: app, roots: [])

        // When
        try await run.driver.send(.select(row: 2))
        let seen = run.screen
        try await run.driver.send(.back)

        // Then
        #expect(seen?.labels == ["2", "Bread", "false", "2024-05-02T09:30:00Z"])
        #expect(run.screen?.name == "items.details")
        #expect(run.screen?.title == "Bread")
    }

    @Test("L4: app.events.on receives login with user_id and logout; app.login.user_id() follows the session")
    func eventsAndSession() async throws {
        // Given
        let folder = try ScriptTestSupport.ScriptFolder()
        let source = """
            return function(app)
              local seen = {}
              local function show()
                local labels = { "user " .. tostring(app.login.user_id()) }
                for _, line in ipairs(seen) do labels[#labels + 1] = line end
                app.nav:replace_root(app.screen{ name = "home", labels = labels, buttons = {
                  { title = "Log Out", action = function() app.login.logout() end },
                } })
              end
              app.events.on("login", function(event) seen[#seen + 1] = event.name .. " " .. event.user_id end)
              app.events.on("logout", function(event)
                seen[#seen + 1] = event.name
                show()
              end)
              app.nav:replace_root(app.login.build{ on_login = show })
            end
            """
        let run = try await ScriptTestSupport.start(source: source, in: folder)
        try await LoginFlowTests.signIn(run.driver, email: "agent@shield.org", password: "hailHydra")
        let signedIn = run.screen

        // When
        try await run.driver.send(.tap(title: "Log Out"))

        // Then
        #expect(signedIn?.labels == ["user agent-13", "login agent-13"])
        #expect(run.screen?.labels == ["user nil", "login agent-13", "logout"])
    }

    @Test("O5: should_show is true until the tutorial is recorded")
    func shouldShowFollowsTheRecord() async throws {
        // Given
        let folder = try ScriptTestSupport.ScriptFolder()
        let source = "return function(app)\n  app.nav:replace_root(app.screen{ title = tostring(app.onboarding.should_show()) })\nend\n"
        let flow = try folder.write(source, to: "flow.lua")
        let seenApp = try FlowTestSupport.makeApp()
        try seenApp.recordTutorialSeen()

        // When
        let fresh = try await ScriptTestSupport.start(flow, app: FlowTestSupport.makeApp(), roots: [])
        let seen = try await ScriptTestSupport.start(flow, app: seenApp, roots: [])

        // Then
        #expect(fresh.screen?.title == "true")
        #expect(seen.screen?.title == "false")
    }

    @Test("I5: on_create of a flow-built add form receives the created item")
    func onCreateReceivesTheItem() async throws {
        // Given
        let folder = try ScriptTestSupport.ScriptFolder()
        let source = """
            return function(app)
              local created = "nothing"
              app.nav:replace_root(app.items.list{
                on_add = function()
                  app.nav:push(app.items.add{ on_create = function(item) created = item.title end })
                end,
                actions = { { title = "Show", action = function()
                  app.nav:push(app.screen{ title = created })
                end } },
              })
            end
            """
        let run = try await ScriptTestSupport.start(source: source, in: folder)
        try await run.driver.send(.tap(title: "Add"))
        try await run.driver.send(.type(fieldID: "title", text: "Tea"))
        try await run.driver.send(.tap(title: "Save"))

        // When
        try await run.driver.send(.tap(title: "Show"))

        // Then
        #expect(run.screen?.title == "Tea")
        #expect(run.app.announcements.all == [.itemCreated(title: "Tea")])
    }
}
