import ArgumentParser
import FlowBundle
import FlowScript
import Foundation

extension Flowrun {
    /// `flowrun bundles`: an app's installed-bundles store.
    struct BundlesCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "bundles",
            abstract: "Install, list, activate and roll back the flow bundles of an app's store.",
            discussion: """
                A store is a folder holding an app's verified bundles and which one runs: the embedding API's \
                BundleStore, which an app opens at launch (docs/Bundles.md). A newly activated bundle is on \
                probation until its first screen settles; one that fails or dies first is marked bad and the \
                previous one runs again. A switch never touches the app's state file.

                Example:
                  \(Flowrun.runnerName) bundles install demo-1.1.0.flowbundle --store .flowhost/bundles \\
                    --app org.example.demo --trust release.key.pub --activate
                  \(Flowrun.runnerName) bundles list --store .flowhost/bundles --app org.example.demo
                """,
            subcommands: [InstallCommand.self, ListCommand.self, ActivateCommand.self, RollbackCommand.self])
    }

    /// The options every `bundles` subcommand takes: where the store is, whose it is, the keys it trusts.
    struct BundleStoreOptions: ParsableArguments {
        @Option(help: ArgumentHelp("The store's folder.", valueName: "dir"), completion: .directory)
        var store: String

        @Option(help: ArgumentHelp("The app whose bundles the store holds.", valueName: "id"))
        var app: String

        @Option(help: ArgumentHelp("A file of trusted public keys (repeatable).", valueName: "file"), completion: .file())
        var trust: [String] = []

        /// The store, opened; `needsKeys` when it verifies a bundle.
        func open(needsKeys: Bool) throws(BundleCommandFailure) -> BundleStore {
            let trusted = needsKeys || !trust.isEmpty ? try BundleKeyFiles.trustedKeys(at: trust) : []
            do {
                return try BundleStore(path: store, app: app, trusting: trusted, modules: Flowrun.modules)
            } catch {
                throw .store(error)
            }
        }
    }

    /// `flowrun bundles install FILE`: verifies a bundle and keeps it in the store.
    struct InstallCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "install", abstract: "Verify a bundle and keep it in the store (--activate: run it next).")

        @Argument(help: ArgumentHelp("The bundle file.", valueName: "bundle"), completion: .file())
        var bundle: String

        @OptionGroup var options: BundleStoreOptions

        @Flag(help: "Make it the version the next launch runs.")
        var activate = false

        func run() async throws {
            try await BundleCommandFailure.reporting { () throws(BundleCommandFailure) in
                let store = try options.open(needsKeys: true)
                let data: Data
                do throws(FlowBundleError) {
                    data = try FlowBundle.contents(ofFileAt: bundle)
                } catch {
                    throw .bundle(error)
                }
                do throws(BundleStoreError) {
                    let installed = try store.install(data, path: bundle)
                    print(BundleSummary.text(of: installed.manifest, signer: installed.signer, bytes: data.count, path: bundle))
                    if activate {
                        try store.activate(installed.manifest.version)
                        print("installed and activated \(installed.manifest.version) (on probation until its first screen settles)")
                    } else {
                        print("installed \(installed.manifest.version); the active version is unchanged")
                    }
                } catch {
                    throw .store(error)
                }
            }
        }
    }

    /// `flowrun bundles list`: the installed versions and their status.
    struct ListCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List the installed versions, newest first.")

        @OptionGroup var options: BundleStoreOptions

        func run() async throws {
            try await BundleCommandFailure.reporting { () throws(BundleCommandFailure) in
                let store = try options.open(needsKeys: false)
                let installed: [InstalledBundle]
                do throws(BundleStoreError) {
                    installed = try store.installed()
                } catch {
                    throw .store(error)
                }
                if store.active == nil { print("active: the embedded flows") }
                for entry in installed {
                    var marks: [String] = []
                    if entry.isActive { marks.append(entry.isOnProbation ? "active, on probation" : "active") }
                    if entry.isPrevious { marks.append("previous") }
                    if entry.isConfirmed { marks.append("started fine") }
                    if let reason = entry.badReason { marks.append("bad: \(reason)") }
                    print(ControlEscapes.escaped("\(entry.version)\(marks.isEmpty ? "" : "  (\(marks.joined(separator: "; ")))")"))
                }
            }
        }
    }

    /// `flowrun bundles activate VERSION`: the version the next launch runs.
    struct ActivateCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "activate", abstract: "Make an installed version the one the next launch runs.")

        @Argument(help: ArgumentHelp("The version.", valueName: "version"))
        var version: String

        @OptionGroup var options: BundleStoreOptions

        func validate() throws {
            guard BundleVersion(version) != nil else {
                throw ValidationError("\(version): give dot-separated numbers, such as 1.2.0")
            }
        }

        func run() async throws {
            try await BundleCommandFailure.reporting { () throws(BundleCommandFailure) in
                let store = try options.open(needsKeys: true)
                do throws(BundleStoreError) {
                    try store.activate(BundleVersion(version)!)
                } catch {
                    throw .store(error)
                }
                print("activated \(version) (on probation until its first screen settles)")
            }
        }
    }

    /// `flowrun bundles rollback`: back to the previous good version.
    struct RollbackCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "rollback", abstract: "Make the previous good version active again (at last the embedded flows).")

        @OptionGroup var options: BundleStoreOptions

        func run() async throws {
            try await BundleCommandFailure.reporting { () throws(BundleCommandFailure) in
                let store = try options.open(needsKeys: false)
                do throws(BundleStoreError) {
                    let now = try store.rollback()
                    print("rolled back; the next launch runs \(now.map { "bundle \($0)" } ?? "the embedded flows")")
                } catch {
                    throw .store(error)
                }
            }
        }
    }
}
