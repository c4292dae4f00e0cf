/// Compares errors kept as causes (`any Error`), for the equality of the errors that keep them: by their own
/// `==` when their type has one, never by their words.
enum ErrorCause {
    /// Whether `lhs` and `rhs` are the same error: equal by their type's `==` when it is `Equatable`; of the
    /// same type otherwise (a ``LuaError`` a flow raised has no equality of its own).
    static func same(_ lhs: any Error, _ rhs: any Error) -> Bool {
        guard type(of: lhs) == type(of: rhs) else { return false }
        // Through `Any`: the compiler takes a cast straight from `any Error` for one that always succeeds.
        guard let lhs = (lhs as Any) as? any Equatable else { return true }
        return lhs.isEqual(to: rhs)
    }
}

private extension Equatable {
    func isEqual(to other: any Error) -> Bool {
        (other as? Self).map { $0 == self } ?? false
    }
}
