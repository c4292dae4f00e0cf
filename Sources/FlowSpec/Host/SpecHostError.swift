/// Why a host function of a spec failed. The DSL reports the description at the spec's line, after the step
/// (`tap "Start": no button 'Start' on screen 'onboarding' ...`), so each reads as the rest of that sentence.
enum SpecHostError: Error, Equatable, CustomStringConvertible {
    /// `launch(path)`: no file at `path`, relative to the working directory or any of `searched`.
    case flowNotFound(path: String, searched: [String])
    /// The flow file did not load: unreadable, a syntax error, or not a flow.
    case flowDidNotLoad(path: String, reason: String)
    /// The flow failed: its start, or the event just sent (the driver's one-line reason).
    case flowFailed(String)
    /// A verb or query needs a running flow and none was launched.
    case notLaunched(function: String)
    /// Nothing is on screen to describe.
    case noScreen
    /// A service or preset argument the DSL could not check (the contents of a table).
    case badValue(function: String, detail: String)
    /// The action is not part of the service vocabulary (the DSL checks it first; a host-only guard).
    case unknownAction(String)
    /// A module's double or preset refused its arguments or the app's state; the module's own words.
    case moduleRefused(String)
    /// The app's store failed.
    case storeFailed(String)

    /// The failure as one line.
    var description: String {
        switch self {
        case .flowNotFound(let path, let searched):
            let places = (["the working directory"] + searched).joined(separator: ", ")
            return "no flow file \(path) (looked in \(places))"
        case .flowDidNotLoad(let path, let reason):
            return "the flow \(path) did not load: \(reason)"
        case .flowFailed(let reason):
            return reason
        case .notLaunched(let function):
            return "\(function): no flow is running; call launch(path) first"
        case .noScreen:
            return "no screen is shown"
        case .badValue(let function, let detail):
            return "bad value for \(function): \(detail)"
        case .unknownAction(let action):
            return "\(action) is not a service action or preset"
        case .moduleRefused(let reason):
            return reason
        case .storeFailed(let reason):
            return "the app's store failed: \(reason)"
        }
    }
}
