import ArgumentParser
import FlowScript
import Foundation

extension Flowrun {
    /// `flowrun stubs`: writes LuaLS annotation files for flows and specs, from the modules' declarations.
    struct StubsCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "stubs",
            abstract: "Write LuaLS editor stubs for `app`, the spec DSL and the modules' doubles.",
            discussion: """
                Writes flowhost-app.lua (the `app` table flows receive, with every registered module) and \
                flowhost-spec.lua (describe/it/expect and the matchers, the verbs and queries, `services` and \
                `preset`), generated from the modules' declarations. Point the Lua language server at the \
                folder, e.g. in .luarc.json: { "workspace.library": [".flowhost/stubs"] }. A flow types its \
                `app` with ---@param app flowhost.App above `return function(app)`; in specs, expect(x) and \
                its .never/.not_ complete the matchers with their parameters.

                Example:
                  \(Flowrun.runnerName) stubs --out .flowhost/stubs
                """)

        /// Where the files go.
        @Option(help: ArgumentHelp("The folder to write the stubs to.", valueName: "dir"),
                completion: .directory)
        var out: String = ".flowhost/stubs"

        func run() throws {
            // Each stub replaced by a rename inside the folder, a link at its name replaced, not followed.
            do throws(OwnedFolderError) {
                let folder = try OwnedFolder(path: out, creating: true)
                defer { folder.close() }
                for file in LuaStubWriter(modules: Flowrun.modules).files() {
                    try folder.replace(file.name, with: Data(file.text.utf8))
                }
            } catch {
                Diagnostics.report("cannot write the stubs to \(out): \(error.path == out ? error.reason : error.description)")
                throw ExitCode(RunFailure.usageExitCode)
            }
            print("wrote flowhost-app.lua and flowhost-spec.lua to \(out)")
        }
    }

    /// `flowrun modules`: lists the registered modules and what each declares.
    struct ModulesCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "modules",
            abstract: "List the registered feature modules: their bindings, events, doubles, calls and presets.")

        func run() {
            print(ModuleListing(modules: Flowrun.modules).text, terminator: "")
        }
    }
}
