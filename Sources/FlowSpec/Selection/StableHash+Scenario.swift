import FlowScript
import FlowTooling

extension StableHash {
    /// The hash identifying a scenario: its file and full name, separated by a byte no path contains.
    static func of(_ scenario: Scenario) -> UInt64 {
        fnv1a(scenario.file + "\u{0}" + scenario.name)
    }
}
