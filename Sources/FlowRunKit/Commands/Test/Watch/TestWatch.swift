import FlowScript
import FlowSpec
import FlowTerminal
import FlowWatch
import Foundation

/// `flowrun test --watch`: runs the specs as `flowrun test` does, then watches the specs and the scripts and,
/// after each save, runs again the specs the saved file affects (``SpecRerunPlan``), until interrupted
/// (Ctrl-C, whose default action ends the process: nothing is left to put back).
///
/// Each run after the first starts on a cleared screen on a terminal (below a separator line otherwise) with
/// the file that set it off, and ends with the closing line as every run does. A spec or script that does not
/// load is reported by the run like any other failure, and the watch goes on.
struct TestWatch {
    /// The first run's options; later runs take the affected specs as their paths.
    let options: AcceptanceOptions
    /// The folders watched besides the specs' own: the script roots and the project's folder.
    let scriptFolders: [URL]

    /// Clears the terminal and its scrollback and puts the cursor home, as `clear` does.
    private static let clearScreen = "\u{1B}[H\u{1B}[2J\u{1B}[3J"

    /// Runs, then re-runs after each save until the process is interrupted.
    /// - Throws: ``TestWatchError/firstRun(_:)`` when the first run finds a usage-level problem,
    ///   ``TestWatchError/watch(_:)`` when the watcher cannot start or wait.
    func run() async throws(TestWatchError) {
        var plan = SpecRerunPlan()
        do {
            try await runOnce(options, plan: &plan)
        } catch {
            throw .firstRun(error)
        }
        let signal: ReloadSignal
        let watcher: any FileWatching
        do {
            signal = try ReloadSignal()
            watcher = try FileWatchers.start(
                WatchedTree(folders: watchedFolders(plan)), signal: signal,
                environment: ProcessInfo.processInfo.environment, report: Diagnostics.report)
        } catch {
            throw .watch(error)
        }
        defer { watcher.stop() }
        // Jest's keys, in a terminal only (TestWatch+Menu.swift).
        var keys = KeyInputMode(fd: STDIN_FILENO)
        defer { keys?.restore() }
        var menu = TestWatchMenu()
        Self.reportWaiting(menu: keys != nil)
        while true {
            let changed: Bool
            do {
                changed = try signal.wait(orReadable: keys?.descriptor)
            } catch {
                throw .watch(error)
            }
            if !changed, let held = keys {
                switch await handleKey(held, menu: &menu, plan: &plan) {
                case .quit: return
                case .inputEnded: keys = nil
                case .handled: break
                }
                continue
            }
            let changes = signal.take()
            WatchMessages.notices(for: changes).forEach(Diagnostics.report)
            let specFiles = self.specFiles()
            var next = options
            // --last-failed chose the first run; later ones run what the save affects.
            next.lastFailed = false
            next.filter = menu.namePattern ?? next.filter
            let rerun = changes.contains { if case .rootReappeared = $0 { true } else { false } }
                // A folder that came back may hold anything.
                ? SpecRerunPlan.Rerun.everything(script: nil)
                : plan.rerun(after: Self.changedPaths(changes), specFiles: specFiles)
            switch rerun {
            case .nothing:
                continue
            case .specs(let files):
                next.paths = files
                begin("↻ \(WatchMessages.cause(of: changes)): running \(Self.count(files.count))")
            case .everything(let script?):
                begin("↻ \(WatchMessages.cause(of: [.changed(path: script)])), which no run so far loaded: "
                    + "running all \(Self.count(specFiles.count))")
            case .everything(nil):
                begin("↻ \(WatchMessages.cause(of: changes)): running all \(Self.count(specFiles.count))")
            }
            do {
                try await runOnce(next, plan: &plan)
            } catch {
                // A usage-level problem of this run (the filter matches nothing in the specs re-run): said, and
                // the watch goes on.
                Diagnostics.report(error.description)
            }
            Self.reportWaiting(menu: keys != nil)
        }
    }

    /// Told after each run, on standard error, below the closing line.
    static let waitingNote = "--watch: waiting for a spec or script to be saved (Ctrl-C to stop)"

    /// Runs with `options`, adding the scripts the run's specs loaded to `plan`.
    func runOnce(_ options: AcceptanceOptions, plan: inout SpecRerunPlan) async throws(AcceptanceRunError) {
        let inbox = ScriptUseInbox()
        var options = options
        options.scriptUse = { inbox.put($0) }
        defer {
            if let use = inbox.take() {
                plan.record(use)
            }
        }
        _ = try await AcceptanceRunner.run(
            options,
            note: Diagnostics.report,
            write: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
            writeCollectionOutput: Diagnostics.writePrinted)
    }

    /// Clears the screen on a terminal, or draws a separator in a log, then names what set the run off.
    func begin(_ headline: String) {
        let text = options.colored ? Self.clearScreen : "\n" + String(repeating: "─", count: 60) + "\n"
        FileHandle.standardOutput.write(Data((text + ControlEscapes.escaped(headline) + "\n\n").utf8))
    }

    /// The spec files the options name now, absolute; none when they name none (all deleted), which the next
    /// save that brings one back changes.
    func specFiles() -> [String] {
        let directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let found = (try? SpecDiscovery(projectFolder: options.projectFolder).specs(under: options.paths).files) ?? []
        return found.map { URL(fileURLWithPath: $0, relativeTo: directory).standardizedFileURL.path }
    }

    /// The specs' folders (the working folder when no path is given, a file's own folder), the script
    /// folders, and the folder of every script the first run loaded.
    private func watchedFolders(_ plan: SpecRerunPlan) -> [URL] {
        let directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        var folders = options.paths.isEmpty ? [directory] : options.paths.map { path in
            let url = URL(fileURLWithPath: path, relativeTo: directory).standardizedFileURL
            return WatchedTree.isFolder(url.path) ? url : url.deletingLastPathComponent()
        }
        folders += scriptFolders.filter { WatchedTree.isFolder($0.path) }
        let scripts = plan.use.scripts.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        folders += scripts.sorted().map { URL(fileURLWithPath: $0).deletingLastPathComponent() }
        return folders
    }

    /// The paths of the files changed.
    private static func changedPaths(_ changes: [WatchChange]) -> [String] {
        changes.compactMap { change in
            if case .changed(let path) = change { path } else { nil }
        }
    }

    /// `1 spec file`, `3 spec files`.
    private static func count(_ files: Int) -> String {
        files == 1 ? "1 spec file" : "\(files) spec files"
    }
}
