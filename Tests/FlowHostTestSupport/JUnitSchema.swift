import Foundation

/// The strict JUnit schema the reports are checked against (Tests/Fixtures/junit/junit-strict.xsd).
public enum JUnitSchema {
    /// The schema file's path.
    public static var path: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/junit/junit-strict.xsd").path
    }
}
