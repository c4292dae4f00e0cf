import FlowHostTestSupport
import Foundation

/// Where the end-to-end tests find the package, its fixtures and the built `flowrun`.
enum PackagePaths {
    /// The package root: three folders up from this file (`Tests/FlowrunTests/Support/`).
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `Tests/Fixtures`, where the event files and the tests' own flows live.
    static let fixtures = root.appendingPathComponent("Tests/Fixtures", isDirectory: true)

    /// The built `flowrun` binary.
    ///
    /// The test target depends on the `flowrun` target, so `swift test` builds the binary into the
    /// same products folder as the test bundle. On Linux the test runner is the bundle itself
    /// (`.build/<triple>/debug/FlowHostPackageTests.xctest`), so the binary sits next to
    /// `CommandLine.arguments[0]`; on macOS the bundle's executable is three levels deeper
    /// (`….xctest/Contents/MacOS/…`). `FLOWRUN_BINARY` overrides both, and `.build/debug/flowrun`
    /// (found from `#filePath`) is the last resort, e.g. for a runner started from elsewhere.
    static let flowrunBinary: URL = {
        if let override = ProcessInfo.processInfo.environment["FLOWRUN_BINARY"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("flowrun")
            if FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate
            }
            folder = folder.deletingLastPathComponent()
        }
        return root.appendingPathComponent(".build/debug/flowrun")
    }()
}
