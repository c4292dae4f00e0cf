/// A reachability its owner switches by hand.
///
/// Foundation on Linux has no system reachability, so a headless host (or a scripted scenario)
/// uses this one to play online and offline runs; an app would wrap its platform's monitor instead.
public final class ManualNetworkReachability: NetworkReachabilityChecking {
    /// Whether the network counts as available; change it to go online or offline.
    public var isNetworkAvailable: Bool

    /// Creates a reachability that starts online unless told otherwise.
    public init(isNetworkAvailable: Bool = true) {
        self.isNetworkAvailable = isNetworkAvailable
    }
}
