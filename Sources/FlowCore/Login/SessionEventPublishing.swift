/// Announces session events. Injected into whatever signs users in or out, instead of a
/// notification center singleton.
public protocol SessionEventPublishing: AnyObject {
    /// Announces `event` to every observer.
    /// - Parameter event: What changed.
    func publish(_ event: SessionEvent)
}
