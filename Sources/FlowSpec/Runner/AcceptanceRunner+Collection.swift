import FlowScript
import Foundation
import LuaHost

/// Collecting the scenarios of the spec files found, each file in a Lua state of its own.
extension AcceptanceRunner {
    /// The `--root` folders, then `./scripts` when it exists and was not given: the order `flowrun run` uses.
    static func scriptRoots(_ options: AcceptanceOptions) -> [URL] {
        var roots = options.scriptRoots.map { URL(fileURLWithPath: $0, isDirectory: true).standardizedFileURL }
        let scripts = URL(fileURLWithPath: "scripts", isDirectory: true).standardizedFileURL
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: scripts.path, isDirectory: &isFolder), isFolder.boolValue,
           !roots.contains(where: { $0.path == scripts.path }) {
            roots.append(scripts)
        }
        return roots
    }

    /// Reads and collects every file, each in a state of its own; a file whose path is not UTF-8 cannot be
    /// read and is a load failure. What a file prints goes with its load failure, or to `writeOutput` when
    /// it loads.
    static func collect(
        _ discovered: DiscoveredSpecs, roots: [URL], projectFolder: URL?, limits: SpecLimits,
        modules: FlowModuleRegistry, watchdog: WallClockWatchdog?, chunkCache: LuaChunkCache?,
        writeOutput: (String) -> Void
    ) async -> CollectedSpecs {
        var specs = CollectedSpecs()
        for file in discovered.undecodableFiles {
            specs.loadFailures.append(.loadFailure(
                file: file, message: SpecReadError.undecodablePath(file).description, location: nil))
        }
        for file in discovered.files {
            let source: String
            do {
                source = try SpecSource.text(ofFile: file)
            } catch {
                specs.loadFailures.append(.loadFailure(
                    file: file, message: error.description,
                    location: error.line.map { SourceLocation(source: file, line: $0) }))
                continue
            }
            specs.sources[file] = source
            let collection: SpecCollection
            var printed = ""
            do {
                let host = try SpecHost(
                    file: file, source: source, scriptRoots: roots, projectFolder: projectFolder, limits: limits,
                    modules: modules, chunkCache: chunkCache)
                // Collecting runs the file's top level, which can be stuck in C as a scenario can.
                if let watchdog {
                    collection = await watchdog.watch("collecting \(file)") { await host.collect() }
                } else {
                    collection = await host.collect()
                }
                printed = host.output.text
                host.close()
            } catch {
                collection = .failed(message: "the spec host could not start: \(error)", location: nil)
            }
            switch collection {
            case .scenarios(let scenarios):
                specs.scenarios += scenarios
                if scenarios.isEmpty {
                    specs.emptyFiles.append(file)
                }
                if !printed.isEmpty {
                    writeOutput(printed)
                }
            case .failed(let message, let location):
                specs.loadFailures.append(.loadFailure(file: file, message: message, location: location, output: printed))
            }
        }
        return specs
    }
}
