/// What collecting the discovered spec files gave: the sources to run, every scenario found, the files
/// that did not load and those that declared nothing.
struct CollectedSpecs {
    /// Each readable file's text, by path.
    var sources: [String: String] = [:]
    /// The scenarios of the files that loaded, file by file in discovery order.
    var scenarios: [Scenario] = []
    /// One result per file that could not be read or collected.
    var loadFailures: [ScenarioResult] = []
    /// The files that loaded but declared no scenario, in discovery order.
    var emptyFiles: [String] = []
}
