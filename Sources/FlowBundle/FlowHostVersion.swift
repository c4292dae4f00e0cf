/// The version of FlowHost this library belongs to: a bundle's manifest records the oldest one its flows run
/// on, and a host older than that refuses it.
public enum FlowHostVersion {
    /// This FlowHost's version (`flowrun --version` prints it).
    public static let current = BundleVersion("0.1.0")!
}
