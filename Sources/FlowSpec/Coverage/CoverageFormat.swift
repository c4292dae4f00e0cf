/// The file `--coverage` writes the line coverage to (`--coverage-format`); the screen reports are always
/// written beside it.
public enum CoverageFormat: String, CaseIterable, Sendable {
    /// `lcov.info`, LCOV's tracefile, as genhtml and most services read it.
    case lcov
    /// `cobertura.xml`, Cobertura's XML (coverage-04.dtd), for CI servers that read only that.
    case cobertura

    /// The file's name in the coverage folder.
    public var fileName: String {
        switch self {
        case .lcov: "lcov.info"
        case .cobertura: "cobertura.xml"
        }
    }
}
