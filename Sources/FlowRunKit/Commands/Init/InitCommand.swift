import ArgumentParser
import FlowScript
import FlowTooling
import Foundation

extension Flowrun {
    /// `flowrun init [DIR]`: scaffolds a project: a project file, a flow, a spec that passes, the editor
    /// stubs with `.luarc.json` files wiring flows to the flow library and specs to both (``ProjectScaffold``),
    /// a `.luacheckrc` and a CI workflow. It writes nothing when any of those files exists already.
    struct InitCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "init",
            abstract: "Start a project: flowhost.json, a flow, a passing spec, editor stubs, luacheck and CI settings.",
            discussion: """
                Refuses (exit 2, naming them) when any of the files exists or a folder on the way to one is a \
                symbolic link, and then writes none. Lists what it \
                wrote. Then: \(Flowrun.runnerName) test (from the folder), \(Flowrun.runnerName) run flows/hello.lua.
                """)

        /// The project folder.
        @Argument(help: ArgumentHelp("The project folder (default: the working folder); made when missing.",
                                     valueName: "dir"), completion: .directory)
        var folder: String = "."

        func run() throws {
            let stubs = LuaStubWriter(modules: Flowrun.modules).files().map {
                (path: ProjectScaffold.stubsFolder + "/" + $0.folder + "/" + $0.name, text: $0.text)
            }
            let files = ProjectScaffold.files + stubs
            // The project folder is the user's choice (a link to it is followed); inside it, no folder on the
            // way to a file may be a link, and nothing is overwritten: a file that exists (or a link, even a
            // broken one) stops the whole init before anything is written.
            var existing: [String] = []
            do throws(OwnedFolderError) {
                if let root = try? OwnedFolder(path: folder, creating: false) {
                    defer { root.close() }
                    for file in files {
                        let (parent, name) = Self.split(file.path)
                        guard let place = try root.folder(at: parent, creating: false) else { continue }
                        defer { place.close() }
                        if place.entry(name) != .missing {
                            existing.append(file.path)
                        }
                    }
                }
            } catch {
                throw Self.refusal("init \(folder): cannot write \(error.description); nothing was written "
                    + "(init never writes through a symbolic link)")
            }
            guard existing.isEmpty else {
                throw Self.refusal("init \(folder): \(existing.joined(separator: ", ")) already "
                    + "\(existing.count == 1 ? "exists" : "exist"); nothing was written (init never overwrites)")
            }
            var written: [String] = []
            do throws(OwnedFolderError) {
                let root = try OwnedFolder(path: folder, creating: true)
                defer { root.close() }
                for file in files {
                    let (parent, name) = Self.split(file.path)
                    guard let place = try root.folder(at: parent, creating: true) else { continue }
                    defer { place.close() }
                    // .never: a file that appeared since the check is left alone.
                    try place.write(name, Data(file.text.utf8), overwriting: .never)
                    written.append(file.path)
                }
            } catch {
                throw Self.refusal("init \(folder): cannot write \(error.description)"
                    + (written.isEmpty ? "" : "; wrote \(written.joined(separator: ", ")) before it"))
            }
            print("wrote in \(folder): " + written.joined(separator: ", "))
            print("next: cd \(folder) && \(Flowrun.runnerName) test")
        }

        /// A scaffold path's folder (relative to the project) and file name.
        private static func split(_ path: String) -> (folder: String, name: String) {
            ((path as NSString).deletingLastPathComponent, (path as NSString).lastPathComponent)
        }

        /// Reports `message` and gives the usage exit code.
        private static func refusal(_ message: String) -> ExitCode {
            Diagnostics.report(message)
            return ExitCode(RunFailure.usageExitCode)
        }
    }
}
