import ArgumentParser
import FlowBundle
import FlowScript
import Foundation

extension Flowrun {
    /// `flowrun verify BUNDLE --trust KEYS`: checks a bundle as an app would before running it.
    struct VerifyCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "verify",
            abstract: "Check a flow bundle's signature, files and needs against this runner's modules.",
            discussion: """
                Refuses (exit 1, one message naming the bundle and what is wrong) a bundle that is not signed, \
                is signed by a key not trusted or does not verify, has a file changed, added or missing since \
                it was signed, a file name leaving the bundle, a precompiled chunk, more bytes than --max-size, \
                a manifest format newer than this runner reads, or needs this runner's modules do not meet \
                (each missing or changed binding, event or record field named). Prints what the bundle is and \
                what it needs when it passes.

                Example:
                  \(Flowrun.runnerName) verify demo-1.0.0.flowbundle --trust release.key.pub
                """)

        @Argument(help: ArgumentHelp("The bundle file.", valueName: "bundle"), completion: .file())
        var bundle: String

        @Option(help: ArgumentHelp("A file of trusted public keys (repeatable).", valueName: "file"), completion: .file())
        var trust: [String] = []

        @Option(name: .customLong("max-size"), help: ArgumentHelp("The most bytes a bundle may have.", valueName: "bytes"))
        var maxSize: Int = FlowBundle.defaultSizeLimit

        func validate() throws {
            guard maxSize > 0 else { throw ValidationError("--max-size \(maxSize): give a number of bytes above 0") }
        }

        func run() async throws {
            try await BundleCommandFailure.reporting { () throws(BundleCommandFailure) in
                let trusted = try BundleKeyFiles.trustedKeys(at: trust)
                let verified: FlowBundle
                do throws(FlowBundleError) {
                    verified = try FlowBundle.verify(
                        fileAt: bundle, trusting: trusted, modules: Flowrun.modules, sizeLimit: maxSize)
                } catch {
                    throw .bundle(error)
                }
                let size = verified.files.values.reduce(0) { $0 + $1.count }
                print(BundleSummary.text(of: verified.manifest, signer: verified.signer, bytes: size, path: bundle)
                    .replacingOccurrences(of: " bytes, signed", with: " bytes of flows, signed"))
                print("verified: the signature, every file, and this runner's modules meet its needs")
            }
        }
    }
}
