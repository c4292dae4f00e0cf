import FlowScript
import FlowStore
import Foundation

/// One launch of a scenario's flow: the store it runs over, the app, the Lua host with the flow loaded, and
/// the driver that sends the spec's events.
struct SpecLaunch {
    /// The flow file as the spec named it.
    let path: String
    /// The flow file found for it.
    let flowFile: URL
    /// The flow's argument after `app` (`launch(path, { args = ... })`), given again at each relaunch.
    let argument: FlowValue
    /// The scenario's store, kept across relaunches.
    let store: AppStateStore
    /// The app of this launch.
    let app: FlowApp
    /// The flow's Lua state.
    let host: FlowScriptHost
    /// Sends the spec's events.
    let driver: FlowDriver
}
