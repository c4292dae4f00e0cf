import FlowScript
@testable import FlowTooling
import Testing

@Suite("Colour decision")
struct ColorModeTests {
    @Test func aTerminalWithoutFlagOrNoColorGetsColours() {
        #expect(ColorMode.decide(noColorFlag: false, environment: [:], outputIsTerminal: true) == .colored)
    }

    @Test func aNonEmptyNoColorTurnsColoursOff() {
        #expect(ColorMode.decide(noColorFlag: false, environment: ["NO_COLOR": "1"], outputIsTerminal: true) == .plain)
    }

    @Test func anEmptyNoColorIsIgnored() {
        #expect(ColorMode.decide(noColorFlag: false, environment: ["NO_COLOR": ""], outputIsTerminal: true) == .colored)
    }

    @Test func theNoColorFlagTurnsColoursOff() {
        #expect(ColorMode.decide(noColorFlag: true, environment: [:], outputIsTerminal: true) == .plain)
    }

    @Test func outputThatIsNotATerminalGetsPlainText() {
        #expect(ColorMode.decide(noColorFlag: false, environment: [:], outputIsTerminal: false) == .plain)
    }

    @Test func aDumbTerminalGetsPlainText() {
        #expect(ColorMode.decide(noColorFlag: false, environment: ["TERM": "dumb"], outputIsTerminal: true) == .plain)
        #expect(ColorMode.decide(noColorFlag: false, environment: ["TERM": "xterm-256color"], outputIsTerminal: true) == .colored)
    }

    @Test func styleIsOnlyWrittenInColourMode() {
        #expect(TerminalStyle.bold.apply(to: "Items", mode: .colored) == "\u{1B}[1mItems\u{1B}[0m")
        #expect(TerminalStyle.bold.apply(to: "Items", mode: .plain) == "Items")
    }
}
