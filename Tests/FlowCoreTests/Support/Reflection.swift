/// Reads stored properties, private ones included, through `Mirror`, for wiring tests.
enum Reflection {
    /// The value stored under `key` in `owner`, searching superclasses too; an `Optional` is
    /// unwrapped. Returns `nil` when the property is missing, holds `nil`, or is not a `Key.Value`.
    static func value<Owner, Value>(of key: WiringKey<Owner, Value>, in owner: Owner) -> Value? {
        var mirror: Mirror? = Mirror(reflecting: owner)
        while let current = mirror {
            if let child = current.children.first(where: { $0.label == key.label }) {
                return unwrapped(child.value) as? Value
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    /// Whether `owner` has a stored property named by `key`, whatever it holds.
    static func hasProperty<Owner, Value>(_ key: WiringKey<Owner, Value>, in owner: Owner) -> Bool {
        var mirror: Mirror? = Mirror(reflecting: owner)
        while let current = mirror {
            if current.children.contains(where: { $0.label == key.label }) { return true }
            mirror = current.superclassMirror
        }
        return false
    }

    private static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        guard let wrapped = mirror.children.first else { return nil }
        return unwrapped(wrapped.value)
    }
}
