import FlowScript
import FlowTooling

/// The report files a run writes besides its console output, opened before anything runs and committed
/// (renamed into place) once written.
struct ReportFiles {
    /// `--junit FILE`.
    var junit: OutputFile?
    /// `--html FILE`.
    var html: OutputFile?
}
