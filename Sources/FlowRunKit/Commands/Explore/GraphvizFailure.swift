/// Why Graphviz drew no map.
struct GraphvizFailure: Error, CustomStringConvertible {
    /// What went wrong.
    let message: String

    var description: String { message }
}
