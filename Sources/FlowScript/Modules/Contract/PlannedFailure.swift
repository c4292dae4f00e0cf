/// A failure a spec plans for a module's double (`services.<name>.fail_next...("the disk is full")`): set it,
/// and the double's next call throws it, once. Modules use it as their doubles object, or inside one.
public final class PlannedFailure {
    /// The message the next call fails with, or nil.
    public var message: String?

    /// No failure planned.
    public init() {}

    /// Plans the next call's failure with `message`, or ``FlowModuleDefaults/failureReason``.
    public func plan(_ message: String?) {
        self.message = message ?? FlowModuleDefaults.failureReason
    }

    /// Throws the planned failure once, then forgets it.
    /// - Throws: ``PlannedFailureError`` with the planned message.
    public func throwIfPlanned() throws(PlannedFailureError) {
        guard let message else { return }
        self.message = nil
        throw PlannedFailureError(description: message)
    }
}
