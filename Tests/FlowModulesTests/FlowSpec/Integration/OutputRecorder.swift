import Synchronization

/// Collects what the runner writes, from whichever task writes it.
final class OutputRecorder: Sendable {
    private let buffer = Mutex("")

    /// Everything written so far.
    var text: String {
        buffer.withLock { $0 }
    }

    /// The lines written so far, without the final empty one.
    var lines: [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropLast(text.hasSuffix("\n") ? 1 : 0)
    }

    /// A `write` closure for ``AcceptanceRunner/run(_:note:write:writeCollectionOutput:)``.
    var write: @Sendable (String) -> Void {
        { text in self.buffer.withLock { $0 += text } }
    }
}
