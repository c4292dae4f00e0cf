import FlowHostTestSupport
import FlowModules
import FlowStore
import FlowTestSupport
import FlowCore
import Testing
@testable import FlowScript

@Suite("Event application")
struct FlowEventApplierTests {
    let navigation = NavigationStack()

    /// An applier whose root screen is a spy showing `screen`.
    func applier(showing screen: Screen) -> (FlowEventApplier, ScreenSpy) {
        let spy = ScreenSpy(screen)
        navigation.replaceRoot(with: spy)
        return (FlowEventApplier(navigation: navigation, adapters: ScreenAdapterRegistry()), spy)
    }

    /// The message of the error `event` raises on `screen`.
    func failure(of event: FlowEvent, on screen: Screen) -> String? {
        let (applier, spy) = applier(showing: screen)
        let error = #expect(throws: (any Error).self) { try applier.apply(event) }
        #expect(spy.performed.isEmpty)
        return error.map { String(describing: $0) }
    }

    @Test("O2: tapping a button on screen performs it by index")
    func tapReachesTheAdapter() throws {
        // Given
        let (applier, spy) = applier(showing: Fixtures.itemsList)

        // When
        try applier.apply(.tap(title: "Delete All"))

        // Then
        #expect(spy.performed == [.tap(index: 1, title: "Delete All")])
    }

    /// A screen whose second and third buttons share the title "Next"; `disabled` lists the indexes disabled.
    private static func twins(disabled: Set<Int> = []) -> Screen {
        Screen(name: "twins", buttons: ["Other", "Next", "Next"].enumerated().map { index, title in
            ScreenButton(title: title, isEnabled: !disabled.contains(index))
        })
    }

    @Test("a title two enabled buttons share is refused as ambiguous, naming their positions and how to name one")
    func tapOnASharedTitleIsAmbiguous() {
        #expect(failure(of: .tap(title: "Next"), on: Self.twins())
            == "button 'Next' on screen 'twins' is ambiguous: buttons 2 and 3 are enabled and titled so "
            + "(name one: 'Next #1' or 'Next #2')")
    }

    @Test("tap <title> #2 performs the second button with that title")
    func numberedTapReachesTheSecondOfTwins() throws {
        // Given
        let (applier, spy) = applier(showing: Self.twins())

        // When
        try applier.apply(.tap(title: "Next #2"))

        // Then
        #expect(spy.performed == [.tap(index: 2, title: "Next")])
    }

    @Test("a title whose first button is disabled taps the one enabled button with that title")
    func sharedTitleWithTheFirstDisabledTapsTheEnabledOne() throws {
        // Given
        let (applier, spy) = applier(showing: Self.twins(disabled: [1]))

        // When
        try applier.apply(.tap(title: "Next"))

        // Then
        #expect(spy.performed == [.tap(index: 2, title: "Next")])
    }

    @Test("a number past the buttons with that title names how many there are")
    func numberedTapPastTheTwinsFails() {
        #expect(failure(of: .tap(title: "Next #3"), on: Self.twins())
            == "no button 'Next' #3 on screen 'twins' (it has 2 buttons titled so)")
    }

    @Test("a title that itself ends in a number names that button when no button has the title before it")
    func titleEndingInANumberStillNamesItsButton() throws {
        // Given
        let (applier, spy) = applier(showing: Screen(name: "list", buttons: [ScreenButton(title: "Item #2")]))

        // When
        try applier.apply(.tap(title: "Item #2"))

        // Then
        #expect(spy.performed == [.tap(index: 0, title: "Item #2")])
    }

    @Test("I4: selecting row N performs the 0-based row N-1")
    func selectConvertsToAZeroBasedIndex() throws {
        // Given
        let (applier, spy) = applier(showing: Fixtures.itemsList)

        // When
        try applier.apply(.select(row: 3))

        // Then
        #expect(spy.performed == [.select(index: 2)])
    }

    @Test func typeReachesTheAdapter() throws {
        // Given
        let (applier, spy) = applier(showing: Fixtures.login)

        // When
        try applier.apply(.type(fieldID: "email", text: "bad@credentials.ca"))

        // Then
        #expect(spy.performed == [.type(fieldID: "email", text: "bad@credentials.ca")])
    }

    @Test func tappingAMissingButtonListsTheButtonsThere() {
        #expect(failure(of: .tap(title: "Sign Up"), on: Fixtures.login)
            == "no button 'Sign Up' on screen 'login' (buttons: 'Sign In', 'Help')")
    }

    @Test func aHugeTitleIsQuotedCutWithItsLength() {
        let quoted = "'\(String(repeating: "A", count: 80))…' (5000 characters)"

        #expect(failure(of: .tap(title: String(repeating: "A", count: 5000)), on: Screen(name: "melodies"))
            == "no button \(quoted) on screen 'melodies' (it has no buttons)")
    }

    @Test func titlesFromTheScriptHaveTheirControlCharactersEscaped() {
        #expect(failure(of: .tap(title: "OK"), on: Screen(name: "x", buttons: [ScreenButton(title: "Line\nBreak")]))
            == #"no button 'OK' on screen 'x' (buttons: 'Line\010Break')"#)
    }

    @Test func tappingOnAScreenWithoutButtonsSaysSo() {
        #expect(failure(of: .tap(title: "OK"), on: Screen(name: "melodies"))
            == "no button 'OK' on screen 'melodies' (it has no buttons)")
    }

    @Test func tappingADisabledButtonNamesIt() {
        #expect(failure(of: .tap(title: "Help"), on: Fixtures.login)
            == "button 'Help' on screen 'login' is disabled")
    }

    @Test func selectingBeyondTheRowsGivesTheRange() {
        #expect(failure(of: .select(row: 4), on: Fixtures.itemsList)
            == "row 4 is out of range on screen 'items.list' (rows 1-3)")
    }

    @Test func selectingOnAScreenWithoutRowsSaysSo() {
        #expect(failure(of: .select(row: 1), on: Fixtures.onboarding)
            == "row 1 is out of range on screen 'onboarding' (it has no rows)")
    }

    @Test func selectingADisabledRowNamesIt() {
        #expect(failure(of: .select(row: 2), on: Fixtures.itemsList)
            == "row 2 ('Bread') on screen 'items.list' is disabled")
    }

    @Test func typingIntoAMissingFieldListsTheFieldsThere() {
        #expect(failure(of: .type(fieldID: "user", text: "agent"), on: Fixtures.login)
            == "no field 'user' on screen 'login' (fields: 'email', 'password')")
    }

    @Test("L3: the alert's secondary action is chosen by its title")
    func tappingAnAlertActionChoosesIt() throws {
        // Given
        let (applier, spy) = applier(showing: Fixtures.loginFailed)

        // When
        try applier.apply(.tap(title: "Try Again"))

        // Then
        #expect(spy.performed == [.chooseAlertAction(.secondary)])
    }

    @Test("L2: while the error alert is shown the screen's buttons cannot be tapped")
    func tappingAScreenButtonUnderAnAlertListsTheActions() {
        #expect(failure(of: .tap(title: "Sign In"), on: Fixtures.loginFailed)
            == "no action 'Sign In' on the alert 'Login Failed' over screen 'login' (actions: 'OK', 'Try Again')")
    }

    @Test func typingUnderAnAlertIsBlockedWithoutShowingTheText() {
        #expect(failure(of: .type(fieldID: "email", text: "x@y.z"), on: Fixtures.loginFailed)
            == "cannot 'type email ********' on screen 'login' while the alert 'Login Failed' is shown (actions: 'OK', 'Try Again')")
    }

    @Test func backOnTheRootFailsNamingTheScreen() {
        #expect(failure(of: .back, on: Fixtures.onboarding) == "cannot go back from 'onboarding': it is the root screen")
    }

    @Test func backPopsThePushedScreen() throws {
        // Given
        let (applier, _) = applier(showing: Fixtures.itemsList)
        navigation.push(ScreenSpy(Screen(name: "items.details")))

        // When
        try applier.apply(.back)

        // Then
        #expect(navigation.hierarchy == [["items.list"]])
        let top = try #require(navigation.topView)
        #expect(try applier.adapters.adapter(for: top).render() == Fixtures.itemsList)
    }

    @Test func anEventWithNothingShownFails() {
        // Given
        let applier = FlowEventApplier(navigation: navigation, adapters: ScreenAdapterRegistry())

        // When
        let error = #expect(throws: FlowEventError.self) { try applier.apply(.tap(title: "OK")) }

        // Then
        #expect(error?.description == "cannot 'tap OK': no screen is shown")
    }

    @Test func anEventOnAnUnsupportedViewNamesItsType() {
        // Given
        navigation.replaceRoot(with: FakeModuleView("melodies"))
        let applier = FlowEventApplier(navigation: navigation, adapters: ScreenAdapterRegistry())

        // When
        let error = #expect(throws: ScreenAdapterError.self) { try applier.apply(.select(row: 1)) }

        // Then
        #expect(error == .unsupportedView(typeName: "FakeModuleView", moduleName: "melodies"))
    }
}
