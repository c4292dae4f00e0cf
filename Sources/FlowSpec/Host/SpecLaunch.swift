import FlowCore
import FlowScript
import Foundation

/// One launch of the flow under test: the objects a relaunch replaces, and the store it keeps.
struct SpecLaunch {
    /// The flow file as the spec named it.
    let path: String
    /// The flow file found for ``path``.
    let flowFile: URL
    /// The persisted state, shared by the launches of a scenario.
    let store: AppStateStore
    /// The app of this launch.
    let app: FlowApp
    /// The flow's Lua state over ``app``.
    let host: FlowScriptHost
    /// The driver sending the spec's events.
    let driver: FlowDriver
}
