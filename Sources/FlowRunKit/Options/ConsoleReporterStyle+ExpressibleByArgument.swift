import ArgumentParser
import FlowSpec

/// Lets `--reporter list|dots|quiet` parse straight into the console style, listing the choices in help and
/// in the error for any other value.
extension ConsoleReporterStyle: ExpressibleByArgument {}
