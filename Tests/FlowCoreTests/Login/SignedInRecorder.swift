/// Records the user ids a login scene hands to its `onSignedIn` output.
final class SignedInRecorder {
    private(set) var userIds: [String] = []

    func record(_ userId: String) {
        userIds.append(userId)
    }
}
