/// Told of every step a ``FlowPlayer`` takes: the one place an app's UI learns what to show.
public protocol FlowPlayerObserving: AnyObject {
    /// A step finished (a start, an event, a relaunch, a reset or a reload): render `update`.
    func player(_ player: FlowPlayer, didUpdate update: FlowPlayerUpdate)
}
