import ArgumentParser
import FlowScript

/// Lets `--transcript text|json` parse straight into the runtime's format, listing the choices in help
/// and in the error for any other value.
extension TranscriptFormat: ExpressibleByArgument {}
