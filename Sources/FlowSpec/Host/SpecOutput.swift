import LuaHost

/// What one scenario printed: the `print` calls of its spec and of the flow it drives, in order, kept for
/// its result (as pytest and busted capture output) instead of reaching standard output, where they would
/// break the TAP stream and the listing and belong to no scenario.
///
/// Only the last ``limit`` bytes or so are kept, whole lines where it can, so that printing in an endless
/// loop cannot use up the runner's memory before the instruction budget stops it.
final class SpecOutput {
    /// About how many bytes are kept.
    static let limit = 64 << 10

    private var kept = ""
    private var droppedBytes = 0

    /// Everything printed since the last ``clear()``; past the limit, a first line tells how many earlier
    /// bytes were left out.
    var text: String {
        droppedBytes == 0 ? kept : "(\(droppedBytes) earlier bytes of output not shown)\n" + kept
    }

    /// Replaces the global `print` of `state` by one writing here.
    /// - Throws: ``LuaError`` when the state has no memory left for it.
    func install(in state: LuaState) throws {
        try state.redirectPrint { [unowned self] text in append(text) }
    }

    /// Adds `chunk`; past twice the limit, drops the oldest text down to the limit, at a line break when
    /// one follows the cut.
    func append(_ chunk: String) {
        kept += chunk
        let excess = kept.utf8.count - Self.limit
        guard excess > Self.limit else { return }
        let bytes = kept.utf8
        let cut = bytes.index(bytes.startIndex, offsetBy: excess)
        let start = bytes[cut...].firstIndex(of: UInt8(ascii: "\n")).map(bytes.index(after:)) ?? cut
        droppedBytes += bytes.distance(from: bytes.startIndex, to: start)
        kept = String(decoding: bytes[start...], as: UTF8.self)
    }

    /// Forgets what was printed so far: what collecting the file again printed is not the scenario's.
    func clear() {
        kept = ""
        droppedBytes = 0
    }
}
