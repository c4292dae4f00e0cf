import FlowModules
import FlowStore
import FlowTestSupport
import Foundation
import Testing
import FlowCore

/// The default state directory, as flowrun's `--state` default.
struct StateDirectoryTests {
    private let fallbackHome = URL(fileURLWithPath: "/home/fallback", isDirectory: true)

    @Test("An absolute XDG_STATE_HOME holds the flowhost folder")
    func xdgStateHomeIsUsed() {
        // Given
        let environment = ["XDG_STATE_HOME": "/var/state", "HOME": "/home/ana"]

        // When
        let url = StateDirectory.defaultURL(environment: environment, homeDirectory: fallbackHome)

        // Then
        #expect(url.path == "/var/state/flowhost")
    }

    @Test("Without XDG_STATE_HOME the directory is ~/.local/state/flowhost")
    func homeLocalStateIsTheFallback() {
        // Given
        let environment = ["HOME": "/home/ana"]

        // When
        let url = StateDirectory.defaultURL(environment: environment, homeDirectory: fallbackHome)

        // Then
        #expect(url.path == "/home/ana/.local/state/flowhost")
    }

    @Test("An empty or relative XDG_STATE_HOME is ignored, as the XDG specification says",
          arguments: ["", "relative/state"])
    func emptyOrRelativeXdgStateHomeIsIgnored(value: String) {
        // Given
        let environment = ["XDG_STATE_HOME": value, "HOME": "/home/ana"]

        // When
        let url = StateDirectory.defaultURL(environment: environment, homeDirectory: fallbackHome)

        // Then
        #expect(url.path == "/home/ana/.local/state/flowhost")
    }

    @Test("Without HOME the user's home directory is used")
    func missingHomeFallsBackToUserHome() {
        // Given
        let environment: [String: String] = [:]

        // When
        let url = StateDirectory.defaultURL(environment: environment, homeDirectory: fallbackHome)

        // Then
        #expect(url.path == "/home/fallback/.local/state/flowhost")
    }
}
