import FlowHostTestSupport
import FlowModules
import FlowStore
import FlowTestSupport
import FlowCore
import Foundation
import Testing
@testable import FlowScript

@Suite("Lua tables as the app's services")
struct LuaServicesTests {
    /// scripts/login.lua given an api in Lua that knows nick@shield.org / patch, and fails for down@shield.org.
    static let loginFlow = """
        local login = require("login")
        local calls = {}
        local api = {
          sign_in = function(email, password)
            calls[#calls + 1] = email .. ":" .. password
            if email == "down@shield.org" then error("the directory is down") end
            if email == "odd@shield.org" then return 42 end
            if email == "loop@shield.org" then while true do end end
            if email == "tokenless@shield.org" then return { user_id = 7 } end
            if email == "badtoken@shield.org" then return { user_id = 7, token = true } end
            if email == "plain@shield.org" then return nil end
            if password ~= "patch" then return nil, "wrong password" end
            return { user_id = 7, token = "t-7" }
          end,
        }
        return function(app)
          login.start(app, { api = api, on_login = function(user_id)
            app.nav:replace_root(app.screen{ title = "Hello " .. user_id, labels = calls })
          end })
        end
        """

    static func startLogin() async throws -> ScriptTestSupport.Run {
        let folder = try ScriptTestSupport.ScriptFolder()
        let flow = try folder.write(loginFlow, to: "flow.lua")
        return try await ScriptTestSupport.start(flow, app: FlowTestSupport.makeApp())
    }

    static func signIn(_ run: ScriptTestSupport.Run, _ email: String, _ password: String) async throws {
        try await run.driver.send(.type(fieldID: "email", text: email))
        try await run.driver.send(.type(fieldID: "password", text: password))
        try await run.driver.send(.tap(title: "Sign In"))
    }

    @Test("L1, L4: a Lua api signs in; its user id reaches on_login and the login announcement")
    func luaLoginAPISignsIn() async throws {
        // Given
        let run = try await Self.startLogin()

        // When
        try await Self.signIn(run, "nick@shield.org", "patch")

        // Then
        #expect(run.screen?.title == "Hello 7")
        #expect(run.screen?.labels == ["nick@shield.org:patch"])
        #expect(run.app.announcements.all == [.login(userId: "7")])
        #expect(run.app.inMemoryAuthentication.signInCount == 0)
    }

    @Test("L2: nil, message from sign_in rejects the credentials: Login Failed saying the message, Try Again")
    func nilAndMessageRejectsTheCredentials() async throws {
        // Given
        let run = try await Self.startLogin()

        // When
        try await Self.signIn(run, "nick@shield.org", "wrong")

        // Then
        #expect(run.screen?.alert?.title == "Login Failed")
        #expect(run.screen?.alert?.message == "wrong password")
        #expect(run.screen?.alert?.actions.map(\.title) == ["OK", "Try Again"])
        #expect(run.app.announcements.all.isEmpty)
    }

    @Test("L2: a bare nil from sign_in rejects the credentials with the usual words")
    func nilRejectsTheCredentials() async throws {
        // Given
        let run = try await Self.startLogin()

        // When
        try await Self.signIn(run, "plain@shield.org", "patch")

        // Then
        #expect(run.screen?.alert?.title == "Login Failed")
        #expect(run.screen?.alert?.message == "User has not been authenticated.")
    }

    @Test("L3: a sign_in that raises is a service failure: Sign-In Unavailable with OK only")
    func raisingIsAServiceFailure() async throws {
        // Given
        let run = try await Self.startLogin()

        // When
        try await Self.signIn(run, "down@shield.org", "patch")

        // Then
        #expect(run.screen?.alert?.title == "Sign-In Unavailable")
        #expect(run.screen?.tappableButtons.map(\.title) == ["OK"])
    }

    @Test("A sign_in result of the wrong shape fails the event: it is the script's fault")
    func wrongShapeFailsTheEvent() async throws {
        // Given
        let run = try await Self.startLogin()
        try await run.driver.send(.type(fieldID: "email", text: "odd@shield.org"))
        try await run.driver.send(.type(fieldID: "password", text: "patch"))

        // When
        let error = await #expect(throws: FlowDriverError.self) { try await run.driver.send(.tap(title: "Sign In")) }

        // Then
        #expect(error?.description.contains("""
            login.build api.sign_in: bad result from 'sign_in' \
            ({ user_id = string, token = string } or nil, message expected, got number)
            """) == true)
        #expect(try run.driver.currentScreen()?.alert?.title == "Sign-In Unavailable")
    }

    @Test("A sign_in result missing a field, or holding one of the wrong type, names the field")
    func resultWithoutTokenNamesTheField() async throws {
        // Given
        let run = try await Self.startLogin()
        try await run.driver.send(.type(fieldID: "password", text: "patch"))
        let expected = "bad result from 'sign_in' ({ user_id = string, token = string } or nil, message expected, got "

        // When
        try await run.driver.send(.type(fieldID: "email", text: "tokenless@shield.org"))
        let missing = await #expect(throws: FlowDriverError.self) { try await run.driver.send(.tap(title: "Sign In")) }
        try await run.driver.send(.tap(title: "OK"))
        try await run.driver.send(.type(fieldID: "email", text: "badtoken@shield.org"))
        try await run.driver.send(.type(fieldID: "password", text: "patch"))
        let wrongType = await #expect(throws: FlowDriverError.self) {
            try await run.driver.send(.tap(title: "Sign In"))
        }

        // Then
        #expect(missing?.description.contains(expected + "table without token)") == true)
        #expect(wrongType?.description.contains(expected + "table with token = boolean)") == true)
    }

    @Test("A sign_in that never returns times out: the event fails with the script's line")
    func endlessSignInTimesOut() async throws {
        // Given
        let run = try await Self.startLogin()
        try await run.driver.send(.type(fieldID: "email", text: "loop@shield.org"))
        try await run.driver.send(.type(fieldID: "password", text: "patch"))

        // When
        let error = await #expect(throws: FlowDriverError.self) { try await run.driver.send(.tap(title: "Sign In")) }

        // Then
        #expect(error?.description.contains("login.build api.sign_in: flow.lua:8: instruction budget exceeded") == true)
        #expect(try run.driver.currentScreen()?.alert?.title == "Sign-In Unavailable")
    }

    /// A melodies list over a Lua api answering from `answer`, a Lua expression run by fetch.
    static func startMelodies(fetching answer: String) async throws -> ScriptTestSupport.Run {
        let folder = try ScriptTestSupport.ScriptFolder()
        let source = """
            local melodies = require("melodies")
            return function(app)
              melodies.start(app, { api = { fetch = function() \(answer) end } })
            end
            """
        let flow = try folder.write(source, to: "flow.lua")
        return try await ScriptTestSupport.start(flow, app: FlowTestSupport.makeApp())
    }

    @Test("M1, M3: a Lua melodies api fills the list, and its answer is cached")
    func luaMelodyAPIFillsTheList() async throws {
        // Given, When
        let run = try await Self.startMelodies(fetching: """
            return { { id = 1, title = "Gymnopédie No. 1", artist = "Erik Satie" },
                     { id = "2", title = "Clair de Lune", artist = "Claude Debussy" } }
            """)

        // Then
        #expect(run.screen?.rows == [
            ScreenRow(title: "Gymnopédie No. 1", detail: "Erik Satie", isEnabled: false, id: "1"),
            ScreenRow(title: "Clair de Lune", detail: "Claude Debussy", isEnabled: false, id: "2"),
        ])
        #expect(try run.app.store.cachedMelodies().map(\.id) == ["1", "2"])
    }

    @Test("M2: nil, app.melodies.no_network is the typed no-network error")
    func noNetworkIsTyped() async throws {
        // Given, When
        let run = try await Self.startMelodies(fetching: "return nil, app.melodies.no_network")

        // Then
        #expect(run.screen?.labels == [MelodyServiceError.noNetwork.description])
        #expect(run.screen?.rows == [])
    }

    @Test("M2: no network is recognised by the launch's token, never by a message's text")
    func noNetworkIsTheTokenNotItsText() async throws {
        // Given, When: the old message text, and a table that only looks like the token
        let text = try await Self.startMelodies(fetching: "return nil, 'no network'")
        let lookalike = try await Self.startMelodies(fetching: "return nil, {}")

        // Then
        #expect(text.screen?.labels == [MelodyServiceError.unknownError(reason: "no network").description])
        #expect(lookalike.screen?.labels.first?.hasPrefix("melodies: unknown error:") == true)
        #expect(lookalike.screen?.labels != [MelodyServiceError.noNetwork.description])
    }

    @Test("M2: a fetch that raises is an unknown error carrying the script's message")
    func raisingIsAnUnknownError() async throws {
        // Given, When
        let run = try await Self.startMelodies(fetching: "error('server said 500')")

        // Then
        #expect(run.screen?.labels.first?.hasPrefix("melodies: unknown error:") == true)
        #expect(run.screen?.labels.first?.hasSuffix("flow.lua:3: server said 500") == true)
    }

    @Test("M2: an empty list is no data")
    func emptyListIsNoData() async throws {
        // Given, When
        let run = try await Self.startMelodies(fetching: "return {}")

        // Then
        #expect(run.screen?.labels == [MelodyServiceError.noData.description])
    }
}
