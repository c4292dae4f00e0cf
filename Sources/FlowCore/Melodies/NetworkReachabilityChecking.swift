/// Tells whether the network can be used right now.
public protocol NetworkReachabilityChecking: AnyObject {
    /// Whether a request to the API can be attempted.
    var isNetworkAvailable: Bool { get }
}
