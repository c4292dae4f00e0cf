import ArgumentParser
import FlowBundle
import FlowScript
import FlowTooling
import Foundation

extension Flowrun {
    /// `flowrun keys`: the Ed25519 keys that sign bundles.
    struct KeysCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "keys",
            abstract: "Make the Ed25519 key pairs that sign flow bundles.",
            subcommands: [NewKeyCommand.self])
    }

    /// `flowrun keys new NAME`: writes `NAME` (the private key, mode 0600) and `NAME.pub`.
    struct NewKeyCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "new",
            abstract: "Write a new signing key pair: NAME (private, mode 0600) and NAME.pub (public).",
            discussion: """
                The private key signs bundles (`\(Flowrun.runnerName) bundle --key NAME`); keep it out of the \
                repository and never share it. The public key goes to every app that should trust the \
                bundles (`--trust NAME.pub`); a trust file may list several keys, one a line, while bundles \
                move from an old key to a new one (docs/Bundles.md). Neither file is ever overwritten, and \
                the private key is never printed.

                Example:
                  \(Flowrun.runnerName) keys new release-2026
                """)

        @Argument(help: ArgumentHelp("The private key's file; the public key goes to NAME.pub.", valueName: "name"))
        var name: String

        func run() async throws {
            try await BundleCommandFailure.reporting { () throws(BundleCommandFailure) in
                let url = URL(fileURLWithPath: name)
                let key = BundleSigningKey()
                let folder: OwnedFolder
                do throws(OwnedFolderError) {
                    folder = try OwnedFolder(path: url.deletingLastPathComponent().path, creating: false)
                } catch {
                    throw .output(error)
                }
                defer { folder.close() }
                let file = url.lastPathComponent
                // Both names are checked first, so a refusal leaves neither file half made.
                for taken in [file, file + ".pub"] where folder.entry(taken) != .missing {
                    throw .key(.exists(path: folder.display(taken)))
                }
                do throws(OwnedFolderError) {
                    try folder.create(file, with: Data(key.fileText.utf8), mode: 0o600)
                    try folder.create(file + ".pub", with: Data((key.publicKey.line + "\n").utf8), mode: 0o644)
                } catch .exists(let path) {
                    throw .key(.exists(path: path))
                } catch {
                    throw .output(error)
                }
                print("wrote the private key \(name) (mode 0600; keep it secret) and the public key \(name).pub (key id \(key.publicKey.id))")
            }
        }
    }
}
