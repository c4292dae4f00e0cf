/// A log shared by several spies, so a test can check the order in which different collaborators were called.
final class CallOrder {
    private(set) var calls: [String] = []

    func record(_ call: String) {
        calls.append(call)
    }
}
