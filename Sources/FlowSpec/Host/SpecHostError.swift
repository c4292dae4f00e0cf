import FlowScript
import FlowStore

/// Why a host function of a spec failed. The DSL reports the description at the spec's line, after the step
/// (`tap "Start": no button 'Start' on screen 'onboarding' ...`), so each reads as the rest of that sentence.
enum SpecHostError: Error, CustomStringConvertible {
    /// `launch(path)`: no file at `path` in any of `searched`, the places looked in as reports name them;
    /// `inProject` when a project file gave the run its folder (otherwise the message suggests one).
    case flowNotFound(path: String, searched: [String], inProject: Bool)
    /// The flow file did not load: unreadable, a syntax error, not a flow, or a module failed to launch.
    case flowDidNotLoad(path: String, cause: FlowLaunchError)
    /// The flow failed: its start, or the event just sent.
    case flow(FlowDriverError)
    /// The screen on top could not be rendered; `cause` is what its adapter threw.
    case screenUnrenderable(cause: any Error)
    /// A verb or query needs a running flow and none was launched.
    case notLaunched(function: String)
    /// Nothing is on screen to describe.
    case noScreen
    /// A service or preset argument the DSL could not check (the contents of a table).
    case badValue(function: String, detail: String)
    /// The action is not part of the service vocabulary (the DSL checks it first; a host-only guard).
    case unknownAction(String)
    /// A module's double or preset refused its arguments or the app's state; the module's own words.
    case moduleRefused(FlowValueError)
    /// A module's double or preset failed with an error of its own; its words.
    case moduleFailed(any Error)
    /// The app's store failed.
    case store(AppStateStoreError)
    /// `calls`, `hold` or `release` named a call no module's doubles record; `known` lists those they do.
    case unknownCall(String, known: [String])
    /// A verb came while the flow waits for `waiting`, calls the spec held: only `release` can go on.
    case flowWaiting(waiting: [String])
    /// `release` came while no call (or none named `call`) waits; `waiting` lists the calls that do, `held`
    /// those held but not made yet.
    case nothingWaiting(call: String?, waiting: [String], held: [String])
    /// The flow printed more than `limit` bytes since launch: `printed()` cannot return all of it.
    case printedTooMuch(limit: Int)
    /// `to_match_snapshot` failed: a changed or missing snapshot, or a snapshot file that cannot be used.
    case snapshot(SnapshotError)

    /// The failure as one line (a changed snapshot adds its diff below).
    var description: String {
        switch self {
        case .flowNotFound(let path, let searched, let inProject):
            let hint = inProject ? "" : "; a flowhost.json in the project's folder, or --root DIR, tells flowrun where to look"
            return "no flow file \(path) (looked in \(searched.joined(separator: ", ")))\(hint)"
        case .flowDidNotLoad(let path, let cause):
            return "the flow \(path) did not load: \(cause)"
        case .flow(let error):
            // The DSL names the event already: a failed one says only why.
            if case .eventFailed = error, let reason = error.reason { return reason }
            return error.description
        case .screenUnrenderable(let cause):
            return "the screen could not be rendered: \(cause)"
        case .notLaunched(let function):
            return "\(function): no flow is running; call launch(path) first"
        case .noScreen:
            return "no screen is shown"
        case .badValue(let function, let detail):
            return "bad value for \(function): \(detail)"
        case .unknownAction(let action):
            return "\(action) is not a service action or preset"
        case .moduleRefused(let error):
            return error.description
        case .moduleFailed(let cause):
            return String(describing: cause)
        case .store(let error):
            return "the app's store failed: \(error)"
        case .unknownCall(let call, let known):
            let list = known.isEmpty ? "none; no registered module declares one" : known.joined(separator: ", ")
            return "\"\(call)\" is not a call the service doubles record (they record: \(list))"
        case .flowWaiting(let waiting):
            return "the flow is waiting for \(waiting.joined(separator: ", ")), which the spec held; call release() first"
        case .nothingWaiting(let call, let waiting, let held):
            let what = call.map { "no \($0) call is waiting" } ?? "no held call is waiting"
            let why = if !waiting.isEmpty {
                "waiting: \(waiting.joined(separator: ", "))"
            } else if !held.isEmpty {
                "held but not called yet: \(held.joined(separator: ", "))"
            } else {
                "hold(\"<module>.<call>\") holds the next call, and a verb must then make it"
            }
            return "\(what) (\(why))"
        case .printedTooMuch(let limit):
            return "the flow printed more than \(limit >> 10) KiB since launch, more than printed() keeps"
        case .snapshot(let error):
            return error.description
        }
    }
}
