@testable import FlowStudio

extension StudioServerMessage {
    /// The update this message carries, or `nil` when it is another kind of message.
    var update: StudioUpdate? {
        if case .update(let update) = self { return update }
        return nil
    }
}
