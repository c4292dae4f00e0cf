import FlowScript

/// Records what a person does in one studio session, as `--record` and `--record-spec` do in the terminal:
/// an events file and a spec skeleton, secure fields' texts as placeholders. `flowrun` provides it, with the
/// writers those options use.
package protocol StudioRecording: AnyObject {
    /// The flow started (or started again after a reset, over a new recording).
    func started(app: FlowApp)
    /// The flow was relaunched, as `app`, over the state the session saved.
    func relaunched(app: FlowApp)
    /// `event` applied to `screen`.
    func applied(_ event: FlowEvent, on screen: Screen, app: FlowApp)
    /// `event` failed on `screen`.
    func failed(_ event: FlowEvent, on screen: Screen, app: FlowApp)
    /// The events file so far; it only grows (a reset starts a new recording), so the page is sent what was added.
    var eventsText: String { get }
    /// The spec skeleton so far.
    var specText: String { get }
}
