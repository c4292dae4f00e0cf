/// Defaults the built-in and app modules share, so spec messages read the same across modules.
public enum FlowModuleDefaults {
    /// The message of a failure a spec asks for without giving one.
    public static let failureReason = "a failure the spec asked for"
}
