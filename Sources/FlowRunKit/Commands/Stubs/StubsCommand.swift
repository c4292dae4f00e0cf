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
                version wrote at the top of the folder are removed when they still carry the generated header. \
                A file at a stub's place that lacks that header is the user's: stubs refuses (exit 2, naming \
                it) and writes nothing unless --force is given; a symbolic link there, or where a library \
                folder goes, is refused even then.

                Example:
                  \(Flowrun.runnerName) stubs --out .flowhost/stubs
                """)

        /// Where the files go.
        @Option(help: ArgumentHelp(
            "The folder to write the stubs to (default: \(ProjectScaffold.stubsFolder), never through a link).",
            valueName: "dir"),
                completion: .directory)
        var out: String?

        /// Whether a hand-written file at a stub's place is overwritten.
        @Flag(help: "Overwrite a file at a stub's place that lacks the generated header (never through a link).")
        var force = false

        func run() throws {
            // Each stub replaced by a rename inside its library folder; a link at its name or where a library
            // folder goes is refused, and so is a file without the generated header unless --force.
            var removed: [String] = []
            let overwriting: OwnedFolder.Overwriting = force
                ? .anyRegularFile
                : .ownFiles(isOwn: { LuaStubWriter.isGenerated(String(decoding: $0, as: UTF8.self)) })
            let out = self.out ?? ProjectScaffold.stubsFolder
            do throws(OwnedFolderError) {
                let folder = try Self.openOut(self.out)
                defer { folder.close() }
                let files = LuaStubWriter(modules: Flowrun.modules).files()
                // Every place checked before any is written: a refusal writes nothing.
                for file in files {
                    guard let library = try folder.folder(at: file.folder, creating: false) else { continue }
                    defer { library.close() }
                    try library.checkWritable(file.name, overwriting: overwriting)
                }
                for file in files {
                    guard let library = try folder.subfolder(file.folder, creating: true) else { continue }
                    defer { library.close() }
                    try library.write(file.name, Data(file.text.utf8), overwriting: overwriting)
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
                let hint = if case .notOwned = error { "; --force overwrites it" } else { "" }
                Diagnostics.report("cannot write the stubs to \(out): "
                    + (error.path == out ? error.reason : error.description) + hint)
                throw ExitCode(RunFailure.usageExitCode)
            }
            print("wrote \(LuaStubWriter.flowLibrary)/flowhost-app.lua (flows and specs) and "
                + "\(LuaStubWriter.specLibrary)/flowhost-spec.lua (specs only) to \(out)"
                + (removed.isEmpty ? "" : "; removed the former \(removed.joined(separator: ", "))"))
        }

        /// The folder named by `--out`, a link to it followed (the user named it); without it, the default
        /// folder inside the working folder, made when missing, each part refused when it is a link (a link
        /// committed in a cloned repository must not send the stubs elsewhere).
        private static func openOut(_ out: String?) throws(OwnedFolderError) -> OwnedFolder {
            if let out {
                return try OwnedFolder(path: out, creating: true)
            }
            let working = try OwnedFolder(path: ".", creating: false)
            defer { working.close() }
            guard let folder = try working.folder(at: ProjectScaffold.stubsFolder, creating: true) else {
                throw .cannotOpen(path: ProjectScaffold.stubsFolder, reason: "it cannot be made")
            }
            return folder
        }
    }
}
