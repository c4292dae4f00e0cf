import ArgumentParser
import FlowScript
import FlowTooling
import Foundation

extension Flowrun {
    /// `flowrun stubs`: writes LuaLS annotation files for flows and specs, from the modules' declarations.
    struct StubsCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "stubs",
            abstract: "Write LuaLS editor stubs for `app`, the spec DSL and the modules' doubles.",
            discussion: """
                Writes two LuaLS libraries: flow/flowhost-app.lua (the `app` table flows receive, with every \
                registered module) and spec/flowhost-spec.lua (describe/it/expect and the matchers, the verbs \
                and queries, `services` and `preset`), generated from the modules' declarations. Flows list \
                only the first, specs both, so the DSL's global `type` and `select` never shadow Lua's own in \
                a flow: `\(Flowrun.runnerName) init` writes a .luarc.json for each (docs/Editor.md). A flow \
                types its `app` with ---@param app flowhost.App above `return function(app)`; in specs, \
                expect(x) and its .never/.not_ complete the matchers with their parameters. Files an earlier \
                version wrote at the top of the folder are removed when they still carry the generated header.

                Example:
                  \(Flowrun.runnerName) stubs --out .flowhost/stubs
                """)

        /// Where the files go.
        @Option(help: ArgumentHelp("The folder to write the stubs to.", valueName: "dir"),
                completion: .directory)
        var out: String = ".flowhost/stubs"

        func run() throws {
            // Each stub replaced by a rename inside its library folder, a link at its name replaced, not
            // followed; a link where a library folder should be is refused.
            var removed: [String] = []
            do throws(OwnedFolderError) {
                let folder = try OwnedFolder(path: out, creating: true)
                defer { folder.close() }
                for file in LuaStubWriter(modules: Flowrun.modules).files() {
                    guard let library = try folder.subfolder(file.folder, creating: true) else { continue }
                    defer { library.close() }
                    try library.replace(file.name, with: Data(file.text.utf8))
                }
                // An earlier version's files, at the top, would put the DSL back in every file's library.
                for name in LuaStubWriter.formerFiles {
                    // A file that cannot be read as a small one is no stub of ours, and is left alone.
                    guard case .file = folder.entry(name),
                          let data = (try? folder.read(name, limit: 1 << 20)) ?? nil,
                          LuaStubWriter.isGenerated(String(decoding: data, as: UTF8.self)) else { continue }
                    try folder.remove(name)
                    removed.append(name)
                }
            } catch {
                Diagnostics.report("cannot write the stubs to \(out): \(error.path == out ? error.reason : error.description)")
                throw ExitCode(RunFailure.usageExitCode)
            }
            print("wrote \(LuaStubWriter.flowLibrary)/flowhost-app.lua (flows and specs) and "
                + "\(LuaStubWriter.specLibrary)/flowhost-spec.lua (specs only) to \(out)"
                + (removed.isEmpty ? "" : "; removed the former \(removed.joined(separator: ", "))"))
        }
    }
}
