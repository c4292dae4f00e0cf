/// A weak reference to an object, for tables that must not keep their keys alive.
public struct WeakReference<Object: AnyObject> {
    /// The object, while it lives.
    public weak var object: Object?

    public init(_ object: Object) {
        self.object = object
    }
}
