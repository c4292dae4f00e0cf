import ArgumentParser
import FlowSpec

/// Lets `--coverage-format lcov|cobertura` parse straight into the format, listing the choices in help and
/// in the error for any other value.
extension CoverageFormat: ExpressibleByArgument {}
