import ArgumentParser
import FlowScript
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
                Refuses (exit 2, naming them) when any of the files exists, and then writes none. Lists what it \
                wrote. Then: \(Flowrun.runnerName) test (from the folder), \(Flowrun.runnerName) run flows/hello.lua.
                """)

        /// The project folder.
        @Argument(help: ArgumentHelp("The project folder (default: the working folder); made when missing.",
                                     valueName: "dir"), completion: .directory)
        var folder: String = "."

        func run() throws {
            let root = URL(fileURLWithPath: folder, isDirectory: true)
            let stubs = LuaStubWriter(modules: Flowrun.modules).files().map {
                (path: ProjectScaffold.stubsFolder + "/" + $0.folder + "/" + $0.name, text: $0.text)
            }
            let files = ProjectScaffold.files + stubs
            // Nothing is overwritten: a file that exists (or a link, even a broken one) stops the whole init.
            let existing = files.map(\.path).filter { path in
                (try? FileManager.default.attributesOfItem(atPath: root.appendingPathComponent(path).path)) != nil
            }
            guard existing.isEmpty else {
                Diagnostics.report("init \(folder): \(existing.joined(separator: ", ")) already "
                    + "\(existing.count == 1 ? "exists" : "exist"); nothing was written (init never overwrites)")
                throw ExitCode(RunFailure.usageExitCode)
            }
            var written: [String] = []
            for file in files {
                let url = root.appendingPathComponent(file.path)
                do {
                    try FileManager.default.createDirectory(
                        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                    // withoutOverwriting: a file that appeared since the check is left alone.
                    try Data(file.text.utf8).write(to: url, options: .withoutOverwriting)
                } catch {
                    Diagnostics.report("init \(folder): cannot write \(file.path): \(POSIXReason.text(of: error))"
                        + (written.isEmpty ? "" : "; wrote \(written.joined(separator: ", ")) before it"))
                    throw ExitCode(RunFailure.usageExitCode)
                }
                written.append(file.path)
            }
            print("wrote in \(folder): " + written.joined(separator: ", "))
            print("next: cd \(folder) && \(Flowrun.runnerName) test")
        }
    }
}
