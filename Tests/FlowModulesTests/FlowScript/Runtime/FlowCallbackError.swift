/// A flow failure for callbacks that throw.
struct FlowCallbackError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
