import FlowScript

/// Records what a person does in one studio session, as `--record` and `--record-spec` do in the terminal:
/// an events file and a spec skeleton, secure fields' texts as placeholders. `flowrun` provides it, with the
/// writers those options use.
public protocol StudioRecording: AnyObject {
    /// The flow started (or started again after a reset, over a new recording).
    func started(app: FlowApp)
    /// `event` applied to `screen`.
    func applied(_ event: FlowEvent, on screen: Screen, app: FlowApp)
    /// `event` failed on `screen`.
    func failed(_ event: FlowEvent, on screen: Screen, app: FlowApp)
    /// The events file so far.
    var eventsText: String { get }
    /// The spec skeleton so far.
    var specText: String { get }
}
