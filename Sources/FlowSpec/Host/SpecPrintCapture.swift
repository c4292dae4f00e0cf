/// What a scenario's flow printed since launch, for `printed()`: each `print` call without its newline, up to
/// ``limit`` bytes. Everything printed also goes to the scenario's output.
final class SpecPrintCapture {
    /// Bytes of the flow's `print` output `printed()` keeps since launch.
    static let limit = 256 << 10

    private let output: SpecOutput
    private var printed: [String] = []
    private var bytes = 0

    /// Captures into `output`, the scenario's output, besides keeping the lines.
    init(output: SpecOutput) {
        self.output = output
    }

    /// Notes one `print` call's `text`.
    func note(_ text: String) {
        output.append(text)
        bytes += text.utf8.count
        guard bytes <= Self.limit else { return }
        printed.append(text.hasSuffix("\n") ? String(text.dropLast()) : text)
    }

    /// Forgets what was printed: a new launch starts.
    func reset() {
        printed = []
        bytes = 0
    }

    /// What the flow printed since launch.
    /// - Throws: ``SpecHostError/printedTooMuch(limit:)`` past ``limit``.
    func lines() throws(SpecHostError) -> [String] {
        guard bytes <= Self.limit else { throw .printedTooMuch(limit: Self.limit) }
        return printed
    }
}
