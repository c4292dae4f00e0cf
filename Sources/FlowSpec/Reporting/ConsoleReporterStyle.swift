/// `--reporter`: how much the console shows while scenarios run and in the summary.
public enum ConsoleReporterStyle: String, Hashable, Sendable, CaseIterable {
    /// A line per scenario as it finishes: status, time, `file:line: name` (and a pending reason); then the
    /// failures, the pending scenarios, the five slowest and the closing line. `flowrun test`'s default on a
    /// terminal, where the progress line stays below the list.
    case list
    /// A character per scenario as it finishes (`.` passed, `F` failed, `E` error, `T` timed out, `*`
    /// pending), 80 to a line; then the summary `list` ends with. The default when stdout is not a terminal:
    /// a CI log stays short.
    case dots
    /// Nothing while running (on a terminal, the progress line, erased at the end); then only the failures
    /// and the closing line.
    case quiet
    /// No console report: stdout is one JSON document once the run ends (``JSONReporter``), for tools.
    case json
}
