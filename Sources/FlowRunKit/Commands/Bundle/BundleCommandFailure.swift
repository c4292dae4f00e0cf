import ArgumentParser
import FlowBundle
import FlowScript
import FlowTooling

/// Why `flowrun bundle`, `keys`, `verify` or `bundles` stopped. Each prints as one line (a list for unmet
/// needs) naming the file or value at fault, and carries the exit status.
enum BundleCommandFailure: Error, CustomStringConvertible {
    /// A key file cannot be read or used.
    case key(BundleKeyError)
    /// The flows could not be packed.
    case pack(BundlePackError)
    /// The bundle was refused.
    case bundle(FlowBundleError)
    /// The store refused or failed.
    case store(BundleStoreError)
    /// The project file cannot be used.
    case project(ProjectFileError)
    /// An output file cannot be written.
    case output(OwnedFolderError)
    /// No `--trust` file was given where a bundle is verified.
    case noTrustedKeys

    /// 1 for a bundle refused (it was read and judged), 2 for what prevented the command.
    var exitCode: Int32 {
        switch self {
        case .bundle: RunFailure.flowExitCode
        case .store(.bundle): RunFailure.flowExitCode
        case .pack(.start): RunFailure.flowExitCode
        default: RunFailure.usageExitCode
        }
    }

    var description: String {
        switch self {
        case .key(let error): error.description
        case .pack(let error): error.description
        case .bundle(let error): error.description
        case .store(let error): error.description
        case .project(let error): error.description
        case .output(let error): "cannot write \(error.path): \(error.reason)"
        case .noTrustedKeys: "give the public keys to trust with --trust FILE (written by `flowrun keys new`)"
        }
    }

    /// Runs `body`; a failure is reported as `flowrun: message` and ends the command with its exit status.
    static func reporting<Result>(_ body: () async throws(BundleCommandFailure) -> Result) async throws -> Result {
        do {
            return try await body()
        } catch {
            Diagnostics.report(error.description)
            throw ExitCode(error.exitCode)
        }
    }
}
