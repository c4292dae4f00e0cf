/// What a view being built owns: the outputs and delegates its core holds weakly (a presenter does not own
/// its output), kept alive by the host exactly as long as the view, wherever the view is held.
///
/// ``ModuleContext/view(_:)`` hands one to the closure that builds the view; `own(output)` returns `output`,
/// so it reads where the builder takes the output.
public final class ViewOwner {
    private(set) var objects: [AnyObject] = []

    init() {}

    /// Keeps `object` alive while the view being built lives, and returns it.
    @discardableResult
    public func callAsFunction<Object: AnyObject>(_ object: Object) -> Object {
        objects.append(object)
        return object
    }
}
