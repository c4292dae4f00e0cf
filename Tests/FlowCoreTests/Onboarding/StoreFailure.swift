/// An error a test double throws to play a failing completion store.
enum StoreFailure: Error, CustomStringConvertible {
    /// The store could not be written or read.
    case diskFull

    var description: String { "disk full" }
}
