/// What an app launches, as ``BundleStore/launch()`` decided: a verified bundle, or its embedded flows when
/// `bundle` is nil; and the versions found bad on the way, for the app to report.
public struct BundleLaunch: Sendable {
    /// The bundle to run; nil runs the flows the app embeds.
    public let bundle: FlowBundle?
    /// The versions marked bad during this decision.
    public let failures: [BundleFailureReport]
}

/// A version marked bad: why, and what runs instead.
public struct BundleFailureReport: Equatable, Sendable, CustomStringConvertible {
    /// The version that failed.
    public let version: BundleVersion
    /// Why.
    public let reason: String
    /// The version active now; nil for the embedded flows.
    public let fallback: BundleVersion?

    /// `bundle 1.2.0 marked bad (reason); running 1.1.0 instead`.
    public var description: String {
        "bundle \(version) marked bad (\(reason)); running \(fallback.map { "bundle \($0)" } ?? "the embedded flows") instead"
    }
}

/// One installed version and what the store says of it.
public struct InstalledBundle: Equatable, Sendable {
    /// The version.
    public let version: BundleVersion
    /// Whether the next launch runs it.
    public let isActive: Bool
    /// Whether it was active before (a rollback target).
    public let isPrevious: Bool
    /// Whether its first screen settled at least once.
    public let isConfirmed: Bool
    /// Whether it is active and not yet confirmed.
    public let isOnProbation: Bool
    /// Why it was marked bad; nil when it was not.
    public let badReason: String?
}
