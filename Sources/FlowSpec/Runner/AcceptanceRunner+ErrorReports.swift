import FlowScript
import FlowTooling
import Foundation

/// The reports a run that ends in a usage error leaves: a valid report of the error, not an empty file that CI
/// servers refuse, nor a previous run's report that would read as this one's.
extension AcceptanceRunner {
    /// Replaces the JUnit and HTML reports `options` asks for with reports of `error`, a usage error found
    /// before ``run(_:note:write:writeCollectionOutput:)`` (while the command line was checked): a report
    /// the error is about is left as it is.
    public static func reportUsageError(_ error: AcceptanceRunError, options: AcceptanceOptions) {
        var files = ReportFiles()
        writeErrorReports(error, options: options, files: &files)
        files.junit?.close()
        files.html?.close()
    }

    /// Writes a report of `error` to each report file asked for, opening those not open yet; a file the error
    /// is about is left as it is.
    static func writeErrorReports(_ error: AcceptanceRunError, options: AcceptanceOptions, files: inout ReportFiles) {
        guard !options.list else { return }
        if !error.isJUnitFailure, let path = options.junitPath, !path.isEmpty {
            if files.junit == nil {
                files.junit = try? OutputFile.replacing(path: path)
            }
            if let junit = files.junit, (try? junit.write(JUnitReporter().errorReport(error.description))) != nil {
                try? junit.commit()
            }
        }
        if !error.isHTMLFailure, let path = options.htmlPath, !path.isEmpty {
            if files.html == nil {
                files.html = try? OutputFile.replacing(path: path)
            }
            if let html = files.html, (try? html.write(HTMLReporter().errorReport(error.description))) != nil {
                try? html.commit()
            }
        }
    }
}
