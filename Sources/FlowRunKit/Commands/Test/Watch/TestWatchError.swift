import FlowSpec
import FlowWatch

/// Why `flowrun test --watch` ended.
enum TestWatchError: Error, CustomStringConvertible {
    /// The first run found a usage-level problem (a missing path, no scenarios, a bad option): there is
    /// nothing to watch yet.
    case firstRun(AcceptanceRunError)
    /// The watcher could not start, or waiting for a change failed.
    case watch(WatchError)

    /// One line, the cause's own words.
    var description: String {
        switch self {
        case .firstRun(let error): error.description
        case .watch(let error): "--watch: \(error)"
        }
    }
}
