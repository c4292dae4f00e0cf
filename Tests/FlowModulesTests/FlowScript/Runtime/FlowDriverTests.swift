import FlowModules
import FlowStore
import FlowTestSupport
import FlowCore
import Testing
@testable import FlowScript

@Suite("Flow driver")
struct FlowDriverTests {
    /// A one-image tutorial that leads to an items list holding Milk.
    static func launch(_ app: FlowApp) -> () throws -> Void {
        { [unowned app] in
            try app.items.returnItems([FlowTestSupport.groceries[0]])
            app.navigation.replaceRoot(with: app.makeOnboarding(images: ["Intro"]) { [unowned app] in
                app.navigation.replaceRoot(with: app.makeItemsList())
            })
        }
    }

    @Test("O3, O4, I4: the text transcript of a short run")
    func transcriptGolden() async throws {
        // Given
        let driver = FlowDriver(app: try FlowTestSupport.makeApp())
        try await driver.start(Self.launch(driver.app))

        // When
        try await driver.send(.tap(title: "Start"), line: 1)
        try await driver.send(.select(row: 1), line: 2)
        try await driver.send(.back, line: 3)
        _ = try? await driver.send(.tap(title: "Melodies"), line: 4)
        let text = try driver.transcript.steps.map(TranscriptFormat.text.format).joined()

        // Then
        #expect(text == """
            [0] start
                navigation: replaceRoot onboarding
                screen: onboarding "Welcome"
                image: Intro
                button 1: Start
            [1] line 1: tap Start
                navigation: replaceRoot items.list
                screen: items.list "Items"
                row 1: Milk | 2024-05-01T09:30:00Z
                button 1: Add
                button 2: Delete All
            [2] announce: tutorial_finished
            [3] line 2: select 1
                navigation: push items.details
                screen: items.details "Milk"
                label: Created: 2024-05-01T09:30:00Z
                label: Status: Enabled
                button 1: Disable
                button 2: Back
            [4] line 3: back
                navigation: pop items.details
                screen: items.list "Items"
                row 1: Milk | 2024-05-01T09:30:00Z
                button 1: Add
                button 2: Delete All
            [5] line 4: tap Melodies
                error: no button 'Melodies' on screen 'items.list' (buttons: 'Add', 'Delete All')

            """)
    }

    @Test func aFlowThatShowsNoScreenFailsTheStart() async throws {
        // Given
        let driver = FlowDriver(app: try FlowTestSupport.makeApp())

        // When
        let error = await #expect(throws: FlowDriverError.self) { try await driver.start {} }

        // Then
        #expect(error == .noScreenShown)
        #expect(error?.description == "the flow's start returned without showing a screen")
        #expect(driver.transcript.steps.map(\.kind) == [.error])
        #expect(driver.transcript.steps.first?.message == "the flow's start returned without showing a screen")
    }

    @Test func aStartThatThrowsFailsNamingTheError() async throws {
        // Given
        let driver = FlowDriver(app: try FlowTestSupport.makeApp())

        // When
        let error = await #expect(throws: FlowDriverError.self) {
            try await driver.start { throw FlowCallbackError(message: "scripts/app.lua:3: boom") }
        }

        // Then
        #expect(error?.reason == "scripts/app.lua:3: boom")
        #expect(error?.description == "the flow's start failed: scripts/app.lua:3: boom")
        #expect(driver.transcript.steps.last?.message == "scripts/app.lua:3: boom")
    }

    @Test func aCallbackErrorFailsTheEventThatCausedIt() async throws {
        // Given
        let app = try FlowTestSupport.makeApp()
        let driver = FlowDriver(app: app)
        try await driver.start { [unowned app] in
            app.navigation.replaceRoot(with: app.makeOnboarding(images: ["Intro"]) {
                throw FlowCallbackError(message: "no home screen")
            })
        }

        // When
        let error = await #expect(throws: FlowDriverError.self) { try await driver.send(.tap(title: "Start"), line: 7) }

        // Then
        #expect(error?.description == "line 7: 'tap Start' failed: onboarding.build on_finish: no home screen")
        #expect(driver.transcript.steps.map(\.kind) == [.start, .error, .announcement])
        #expect(driver.transcript.steps.last?.message == "tutorial_finished")
    }

    @Test func afterAFailedStepTheCurrentScreenShowsWhatTheAppActuallyShows() async throws {
        // Given
        let app = try FlowTestSupport.makeApp()
        let driver = FlowDriver(app: app)
        try await driver.start { [unowned app] in
            app.navigation.replaceRoot(with: app.makeOnboarding(images: ["Intro"]) { [unowned app] in
                app.navigation.replaceRoot(with: ScriptedScreen(name: "home"))
                throw FlowCallbackError(message: "half done")
            })
        }

        // When
        _ = try? await driver.send(.tap(title: "Start"))

        // Then
        #expect(driver.screen?.name == "onboarding")
        #expect(try driver.currentScreen()?.name == "home")
        #expect(driver.transcript.steps.last(where: { $0.kind == .error })?.navigation
            == [NavigationChange(kind: .replaceRoot, modules: ["home"])])
    }

    @Test func errorsOfAnEventLineNameItsSourceAndMaskSecrets() async throws {
        // Given
        let app = try FlowTestSupport.makeApp()
        let driver = FlowDriver(app: app)
        try await driver.start { [unowned app] in app.navigation.replaceRoot(with: app.makeLogin { _ in }) }
        let line = FlowEventLine(
            event: .type(fieldID: "passwrd", text: "hailHydra"), location: FlowEventLocation(source: "login.events", line: 2))

        // When
        let error = await #expect(throws: FlowDriverError.self) { try await driver.send(line) }

        // Then
        #expect(error?.description
            == "login.events:2: 'type passwrd ********' failed: no field 'passwrd' on screen 'login' (fields: 'email', 'password')")
        #expect(driver.transcript.steps.last?.event == .type(fieldID: "passwrd", text: ScreenField.mask))
    }

    @Test func aTypedPasswordNeverReachesTheTranscript() async throws {
        // Given
        let app = try FlowTestSupport.makeApp()
        let driver = FlowDriver(app: app)
        try await driver.start { [unowned app] in app.navigation.replaceRoot(with: app.makeLogin { _ in }) }

        // When
        try await driver.send(.type(fieldID: "password", text: "hailHydra"))
        let json = try driver.transcript.steps.map(TranscriptFormat.json.format).joined()

        // Then
        #expect(!json.contains("hailHydra"))
        #expect(driver.transcript.steps.last?.event == .type(fieldID: "password", text: ScreenField.mask))
    }

    @Test func eventsBeforeTheStartAreRefused() async throws {
        // Given
        let driver = FlowDriver(app: try FlowTestSupport.makeApp())

        // When
        let error = await #expect(throws: FlowDriverError.self) { try await driver.send(.back) }

        // Then
        #expect(error == .notStarted(event: .back))
    }

    @Test func aSecondStartIsRefused() async throws {
        // Given
        let app = try FlowTestSupport.makeApp()
        let driver = FlowDriver(app: app)
        try await driver.start { [unowned app] in app.navigation.replaceRoot(with: ScriptedScreen(name: "home")) }

        // When
        let error = await #expect(throws: FlowDriverError.self) {
            try await driver.start { [unowned app] in app.navigation.replaceRoot(with: ScriptedScreen(name: "other")) }
        }

        // Then
        #expect(error == .alreadyStarted)
        #expect(app.navigation.hierarchy == [["home"]])
    }

    @Test func aNavigationRequestThatCannotApplyFailsTheEvent() async throws {
        // Given
        let app = try FlowTestSupport.makeApp()
        let driver = FlowDriver(app: app)
        try await driver.start { [unowned app] in
            app.navigation.replaceRoot(with: ScriptedScreen(name: "home", buttons: [
                FlowAction(title: "Close") { [unowned app] in app.navigation.dismiss() },
            ]))
        }

        // When
        let error = await #expect(throws: FlowDriverError.self) { try await driver.send(.tap(title: "Close")) }

        // Then
        #expect(error?.description == "'tap Close' failed: cannot dismiss over 'home': nothing is presented")
    }

    @Test("The demo's items list carries the flow's Melodies and Log Out buttons after its own")
    func flowActionsOnACoreScreen() async throws {
        // Given
        let app = try FlowTestSupport.makeApp()
        let driver = FlowDriver(app: app)
        try await driver.start { [unowned app] in
            let melodies = FlowAction(title: "Melodies") { [unowned app] in app.navigation.push(app.makeMelodies()) }
            let logOut = FlowAction(title: "Log Out") { [unowned app] in try app.logout() }
            app.navigation.replaceRoot(with: app.makeItemsList(actions: [melodies, logOut]))
        }
        let buttons = driver.screen?.buttons.map(\.title)

        // When
        try await driver.send(.tap(title: "Melodies"))

        // Then
        #expect(buttons == ["Add", "Delete All", "Melodies", "Log Out"])
        #expect(driver.screen?.name == "melodies.list")
        #expect(driver.screen?.rows.count == SampleMelodyAPI.catalog.count)
    }
}
