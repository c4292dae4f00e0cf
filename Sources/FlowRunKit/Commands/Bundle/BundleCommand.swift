import ArgumentParser
import FlowBundle
import FlowScript
import Foundation

extension Flowrun {
    /// `flowrun bundle FLOW`: packs a flow and every file it can `require` into one signed bundle.
    struct BundleCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "bundle",
            abstract: "Pack a flow and every file it requires into one signed bundle file.",
            discussion: """
                The bundle holds the flow, each module file it can `require` (found as `run` finds them: the \
                flow's folder, --root, the project's roots), and a manifest: the app id, the version, each \
                file's SHA-256, and what the flows use of each module (its bindings, events and record fields, \
                with their declared signatures, the newest migration of its tables) and the oldest FlowHost \
                version that runs them. The uses are read from the files and seen while the flow loads and \
                starts against the registered modules. The same project gives the same bytes. The manifest is \
                signed with the private key of `\(Flowrun.runnerName) keys new`; an app checks the bundle \
                with its public key (`\(Flowrun.runnerName) verify`, docs/Bundles.md).

                Example:
                  \(Flowrun.runnerName) bundle examples/app.lua --app org.example.demo --version 1.0.0 \\
                    --key release.key --out demo-1.0.0.flowbundle
                """)

        @Argument(help: ArgumentHelp("The entry flow.", valueName: "flow"), completion: .file(extensions: ["lua"]))
        var flow: String

        @Option(help: ArgumentHelp("The app the bundle is for, such as org.example.demo.", valueName: "id"))
        var app: String

        @Option(help: ArgumentHelp("The bundle's version: dot-separated numbers, such as 1.2.0.", valueName: "version"))
        var version: String

        @Option(help: ArgumentHelp("The private key that signs the bundle.", valueName: "file"), completion: .file())
        var key: String

        @Option(help: ArgumentHelp("The bundle file to write.", valueName: "file"), completion: .file())
        var out: String

        @OptionGroup var scriptRoots: ScriptRootOptions

        func validate() throws {
            guard BundleVersion(version) != nil else {
                throw ValidationError("--version \(version): give dot-separated numbers, such as 1.2.0")
            }
        }

        func run() async throws {
            try await BundleCommandFailure.reporting { () async throws(BundleCommandFailure) in
                let signingKey = try BundleKeyFiles.signingKey(at: key)
                let flowURL = URL(fileURLWithPath: flow)
                let project: FlowProject
                do throws(ProjectFileError) {
                    project = try scriptRoots.flowProject(for: flowURL)
                } catch {
                    throw .project(error)
                }
                let packer = BundlePacker(
                    entry: flowURL, roots: project.roots, modules: Flowrun.modules, limits: project.limits)
                let packed: (manifest: BundleManifest, files: [String: Data])
                do throws(BundlePackError) {
                    packed = try await packer.pack(app: app, version: BundleVersion(version)!)
                } catch {
                    throw .pack(error)
                }
                let bytes = FlowBundle.sign(manifest: packed.manifest, files: packed.files, with: signingKey)
                try BundleOutput.write(bytes, to: out)
                print(BundleSummary.text(of: packed.manifest, signer: signingKey.publicKey, bytes: bytes.count, path: out))
            }
        }
    }
}
