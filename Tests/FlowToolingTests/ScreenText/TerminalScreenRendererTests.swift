import FlowHostTestSupport
import FlowScript
@testable import FlowTooling
import Testing

@Suite("Terminal screen renderer")
struct TerminalScreenRendererTests {
    static let itemsList = Screen(
        name: "items.list",
        title: "Items",
        images: ["OnBoarding2"],
        labels: ["A long label that needs wrapping over lines."],
        buttons: [ScreenButton(title: "Add"), ScreenButton(title: "Delete All", isEnabled: false)],
        fields: [ScreenField(id: "name", label: "Name", placeholder: "Item title")],
        rows: [ScreenRow(title: "Milk", detail: "2024-05-01"), ScreenRow(title: "Bread", isEnabled: false)],
        isLoading: true
    )

    @Test("I1, I2: a plain frame shows every part, wrapped, with numbered buttons")
    func plainFrameGolden() {
        // Given
        let renderer = TerminalScreenRenderer(width: 32, colorMode: .plain)

        // When
        let output = renderer.render(Self.itemsList)

        // Then
        #expect(output == """
            ┌──────────────────────────────┐
            │ Items                        │
            ├──────────────────────────────┤
            │ [image: OnBoarding2]         │
            │ A long label that needs      │
            │ wrapping over lines.         │
            │ Name (name): <Item title>    │
            │ 1. Milk — 2024-05-01         │
            │ 2. Bread (disabled)          │
            │ Loading…                     │
            │ [1] Add                      │
            │ [2] Delete All (disabled)    │
            └──────────────────────────────┘

            """)
    }

    @Test("L2, L3: a coloured frame bolds the title, dims the covered buttons and highlights the alert")
    func coloredFrameGolden() {
        // Given
        let renderer = TerminalScreenRenderer(width: 40, colorMode: .colored)

        // When
        let output = renderer.render(Fixtures.loginFailed)

        // Then
        #expect(output == """
            ┌──────────────────────────────────────┐
            │ \u{1B}[1mSign In\u{1B}[0m                              │
            ├──────────────────────────────────────┤
            │ Use your agent account.              │
            │ Email (email): agent@shield.org      │
            │ Password (password): ********        │
            │ \u{1B}[2m[-] Sign In\u{1B}[0m                          │
            │ \u{1B}[2m[-] Help\u{1B}[0m                             │
            ├──────────────────────────────────────┤
            │ \u{1B}[1;33m! Login Failed\u{1B}[0m                       │
            │ User has not been authenticated.     │
            │ \u{1B}[1;33m[1] OK\u{1B}[0m                               │
            │ \u{1B}[1;33m[2] Try Again\u{1B}[0m                        │
            └──────────────────────────────────────┘

            """)
    }

    @Test func longButtonTitlesWrapUnderTheirTextAndLongWordsSplit() {
        // Given
        let renderer = TerminalScreenRenderer(width: 24)
        let screen = Screen(
            name: "menu",
            title: "Menu",
            buttons: [ScreenButton(title: "Continue to the next step"), ScreenButton(title: "Supercalifragilisticexpialidocious")]
        )

        // When
        let output = renderer.render(screen)

        // Then
        #expect(output == """
            ┌──────────────────────┐
            │ Menu                 │
            ├──────────────────────┤
            │ [1] Continue to the  │
            │     next step        │
            │ [2] Supercalifragili │
            │     sticexpialidocio │
            │     us               │
            └──────────────────────┘

            """)
    }

    @Test func plainOutputHasNoEscapeSequences() {
        // Given
        let renderer = TerminalScreenRenderer(width: 40, colorMode: .plain)

        // When
        let output = renderer.render(Fixtures.loginFailed)

        // Then
        #expect(!output.contains("\u{1B}"))
        #expect(output.contains("│ [1] OK"))
    }

    @Test func secureValuesAreNeverDrawn() {
        // Given
        let renderer = TerminalScreenRenderer(width: 60)

        // When
        let output = renderer.render(Fixtures.login)

        // Then
        #expect(!output.contains("hailHydra"))
        #expect(output.contains("Password (password): ********"))
    }

    @Test func controlCharactersInDataCannotDriveTheTerminal() {
        // Given
        let renderer = TerminalScreenRenderer(width: 30)
        let screen = Screen(name: "x", title: "Bad\u{1B}[2Jtitle", labels: ["\u{202E}gnp.exe\u{9B}"])

        // When
        let output = renderer.render(screen)

        // Then: shown as text, in the same escapes as every other terminal output
        #expect(output.contains(#"│ Bad\027[2Jtitle"#))
        #expect(output.contains(#"│ \u{202E}gnp.exe\u{9B}"#))
        #expect(!output.unicodeScalars.contains { ControlEscapes.isUnsafe($0) && $0 != "\n" })
    }

    @Test func aTooNarrowWidthIsRaisedToTheMinimum() {
        // Given
        let renderer = TerminalScreenRenderer(width: 3)

        // When
        let firstLine = renderer.render(Fixtures.onboarding).split(separator: "\n").first

        // Then
        #expect(firstLine?.count == TerminalScreenRenderer.minimumWidth)
    }

    @Test func wideCharactersKeepTheRightBorderInPlace() {
        // Given
        let screen = Screen(name: "menu", title: "☕ Café 日本語", labels: ["日本語のラベル ☕☕"], buttons: [ScreenButton(title: "注文")])

        // When
        let lines = TerminalScreenRenderer(width: 30).render(screen).split(separator: "\n")

        // Then
        #expect(lines.allSatisfy { DisplayWidth.of($0) == 30 })
        #expect(lines.contains("│ ☕ Café 日本語             │"))
    }
}
