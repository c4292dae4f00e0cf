import FlowScript

/// Where a studio gets what each session runs: `flowrun studio` provides the flow, its starting state, the
/// recorders and the map, so that the server itself reads no file.
package protocol StudioFlowSource: Sendable {
    /// The configuration of a new session's player: a fresh in-memory copy of the starting state, the limits.
    /// Called on the session's own thread, which the player then lives on.
    /// - Throws: When the starting state cannot be copied.
    func playerConfiguration(watchdog: WallClockWatchdog?) throws -> FlowPlayerConfiguration
    /// A new, empty recording for a session.
    func recording() -> any StudioRecording
    /// The flow's map, as `flowrun explore` finds and draws it; runs on the session's thread.
    func map() async -> StudioMap
}
