/// What collecting a spec file gave: its scenarios, or why it could not load.
enum SpecCollection: Equatable {
    /// The scenarios, in declaration order.
    case scenarios([Scenario])
    /// A syntax error, or an error raised while the file declared its scenarios; `location` is the spec line
    /// when known.
    case failed(message: String, location: SourceLocation?)
}
