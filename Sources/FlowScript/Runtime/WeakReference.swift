/// A weak reference to an object, for tables that must not keep their keys alive.
struct WeakReference<Object: AnyObject> {
    /// The object, while it lives.
    weak var object: Object?

    init(_ object: Object) {
        self.object = object
    }
}
