import FlowScript
import FlowStore
import Foundation
import LuaHost

/// Packs a flow and every file it can `require` into a bundle, and works out what the flows need from the
/// host: the uses its files name (``LuaUseScanner``) and those seen while the flow loads and starts against
/// the host's modules (a recording `app`), each looked up in the modules' declarations.
///
/// The bundle lays files out as `require` finds them: the entry flow by its file name at the top, each module
/// `a.b` at `a/b.lua`; unpacked, its folder is the flows' only script root.
public struct BundlePacker {
    /// The most bytes one flow file may have.
    static let fileSizeLimit = 4 << 20

    /// The entry flow.
    public var entry: URL
    /// The folders `require` searches after the entry's own, in order.
    public var roots: [URL]
    /// The host's modules.
    public var modules: FlowModuleRegistry
    /// The limits the flow loads and starts under.
    public var limits: FlowScriptLimits

    /// Creates a packer.
    public init(entry: URL, roots: [URL], modules: FlowModuleRegistry, limits: FlowScriptLimits = .default) {
        self.entry = entry
        self.roots = roots
        self.modules = modules
        self.limits = limits
    }

    /// The bundle's manifest and files.
    /// - Parameters:
    ///   - app: The app id.
    ///   - version: The bundle's version.
    ///   - observed: Needs observed elsewhere (the specs' service calls), merged in.
    /// - Throws: ``BundlePackError`` naming the file and line at fault.
    public func pack(
        app: String, version: BundleVersion, observed: [String: ModuleNeeds] = [:]
    ) async throws(BundlePackError) -> (manifest: BundleManifest, files: [String: Data]) {
        try Self.checkAppID(app)
        var collection = Gathering(packer: self)
        try collection.add(entry, as: entry.lastPathComponent, shown: ScriptSourcePath.shown(entry))
        try collection.follow()
        for name in try await loadedModules(recording: &collection.needs) {
            try collection.require(name, from: ScriptSourcePath.shown(entry), line: nil, optional: true)
        }
        try collection.follow()
        for (module, needs) in observed {
            collection.needs[module, default: ModuleNeeds()].calls.merge(needs.calls) { first, _ in first }
        }
        for module in collection.needs.keys {
            collection.needs[module]?.migration = modules.contract(named: module)?.migrations.last?.identifier
        }
        let manifest = BundleManifest(
            app: app, version: version, entry: entry.lastPathComponent,
            files: collection.files.map { BundleFile(path: $0.key, bytes: $0.value) },
            needs: HostNeeds(hostVersion: FlowHostVersion.current, modules: collection.needs))
        return (manifest, collection.files)
    }

    /// Refuses an app id that is not reverse-DNS-like letters, digits, `.`, `-` and `_`.
    static func checkAppID(_ app: String) throws(BundlePackError) {
        let allowed = app.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "._-".unicodeScalars.contains($0)) }
        guard !app.isEmpty, app.count <= 200, allowed, !app.hasPrefix(".") else {
            throw .badAppID(value: app)
        }
    }

    /// The files gathered so far and the needs their text names.
    private struct Gathering {
        let packer: BundlePacker
        var files: [String: Data] = [:]
        var needs: [String: ModuleNeeds] = [:]
        /// Files read but not yet scanned: bundle path, shown path, text.
        var pending: [(path: String, shown: String, text: String)] = []

        init(packer: BundlePacker) {
            self.packer = packer
        }

        /// Reads `url` into the bundle at `path`, to be scanned by ``follow()``.
        mutating func add(_ url: URL, as path: String, shown: String) throws(BundlePackError) {
            guard files[path] == nil else { return }
            let bytes = try Self.read(url, shown: shown)
            if let problem = LuaText.problem(bytes) { throw .notText(path: shown, problem: problem) }
            files[path] = bytes
            pending.append((path, shown, String(decoding: bytes, as: UTF8.self)))
        }

        /// Scans every pending file, adding the modules they require, until none is left.
        mutating func follow() throws(BundlePackError) {
            while !pending.isEmpty {
                let file = pending.removeFirst()
                for use in LuaUseScanner.uses(in: file.text) {
                    switch use {
                    case .require(let name, let line):
                        try require(name, from: file.shown, line: line, optional: false)
                    case .binding(let module, let member, let line):
                        try addBinding(module: module, member: member, in: file.shown, line: line)
                    case .event(let event, let line):
                        try addEvent(event, in: file.shown, line: line)
                    }
                }
            }
        }

        /// Adds the file of module `name`, as `require` would find it. `optional` skips a name no root holds
        /// (a library's, seen loaded).
        mutating func require(_ name: String, from shown: String, line: Int?, optional: Bool) throws(BundlePackError) {
            let components = name.split(separator: ".", omittingEmptySubsequences: false)
            guard components.allSatisfy({ !$0.isEmpty && $0.allSatisfy(Self.isNameCharacter) }) else {
                if optional { return }
                throw .invalidModuleName(path: shown, line: line ?? 0, module: name)
            }
            let relative = components.joined(separator: "/") + ".lua"
            let searched = [packer.entry.deletingLastPathComponent()] + packer.roots
            for root in searched {
                let candidate = root.appendingPathComponent(relative)
                var status = stat()
                if lstat(candidate.path, &status) == 0 {
                    try add(candidate, as: relative, shown: ScriptSourcePath.shown(candidate))
                    return
                }
            }
            if optional { return }
            throw .moduleNotFound(path: shown, line: line, module: name, searched: searched.map(ScriptSourcePath.shown))
        }

        mutating func addBinding(module: String, member: String, in shown: String, line: Int) throws(BundlePackError) {
            guard let contract = packer.modules.contract(named: module) else {
                throw .unknownModule(path: shown, line: line, module: module, modules: packer.modules.names)
            }
            guard let binding = contract.declaration.bindings.first(where: { $0.name == member }) else {
                throw .undeclaredBinding(path: shown, line: line, module: module, name: member)
            }
            needs[module, default: ModuleNeeds()].bindings[member] = BindingSignature(binding)
        }

        mutating func addEvent(_ event: String, in shown: String, line: Int?) throws(BundlePackError) {
            guard let owner = packer.modules.declarations.first(where: { $0.events.contains { $0.name == event } }),
                  let declared = owner.events.first(where: { $0.name == event })
            else { throw .unknownEvent(path: shown, line: line, event: event) }
            needs[owner.name, default: ModuleNeeds()].events[event] = declared.fields.map(FieldSignature.init)
        }

        private static func isNameCharacter(_ character: Character) -> Bool {
            character.isASCII && (character.isLetter || character.isNumber || character == "_" || character == "-")
        }

        /// The bytes of a regular file that is not a link, at most ``BundlePacker/fileSizeLimit``.
        private static func read(_ url: URL, shown: String) throws(BundlePackError) -> Data {
            var status = stat()
            guard lstat(url.path, &status) == 0 else { throw .unreadable(path: shown, code: errno) }
            switch status.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFLNK: throw .link(path: shown)
            case S_IFDIR: throw .notAFile(path: shown, kind: "a folder")
            default: throw .notAFile(path: shown, kind: "a FIFO, socket or device")
            }
            guard Int(status.st_size) <= fileSizeLimit else { throw .tooLarge(path: shown, limit: fileSizeLimit) }
            guard let handle = FileHandle(forReadingAtPath: url.path) else { throw .unreadable(path: shown, code: errno) }
            defer { try? handle.close() }
            return (try? handle.read(upToCount: fileSizeLimit + 1)) ?? Data()
        }
    }

    /// Loads and starts the entry flow against the modules over an empty in-memory state, recording every
    /// member of `app.<module>` read and every event subscribed to into `needs`; returns the modules
    /// `package.loaded` holds afterwards.
    private func loadedModules(recording needs: inout [String: ModuleNeeds]) async throws(BundlePackError) -> [String] {
        let app: FlowApp
        let host: FlowScriptHost
        do {
            let store = try AppStateStore.inMemory(schema: modules.schema)
            app = try FlowApp(store: store, modules: modules)
        } catch let error as FlowModuleError {
            throw .load(.module(error))
        } catch let error as AppStateStoreError {
            throw .state(error)
        } catch {
            preconditionFailure("AppStateStore.inMemory and FlowApp throw only their own errors: \(error)")
        }
        do {
            host = try FlowScriptHost(app: app, scriptRoots: roots, limits: limits, print: { _ in })
        } catch {
            throw .load(.script(error))
        }
        defer { host.close() }
        let recorder = UseRecorder()
        do {
            try recorder.install(in: host, modules: modules.names)
        } catch let error as LuaError {
            throw .recorder(error)
        } catch {
            throw .recorder(.callback(LuaErrorInfo(message: "the recorder did not install"), cause: error))
        }
        let start: () async throws -> Void
        do {
            start = try host.loadFlow(at: entry)
        } catch {
            throw .load(.script(error))
        }
        do {
            _ = try await FlowDriver(app: app).start(start)
        } catch {
            throw .start(error)
        }
        for use in recorder.bindings {
            if let binding = modules.contract(named: use.module)?.declaration.bindings.first(where: { $0.name == use.member }) {
                needs[use.module, default: ModuleNeeds()].bindings[use.member] = BindingSignature(binding)
            }
        }
        for event in recorder.events {
            if let owner = modules.declarations.first(where: { $0.events.contains { $0.name == event } }),
               let declared = owner.events.first(where: { $0.name == event }) {
                needs[owner.name, default: ModuleNeeds()].events[event] = declared.fields.map(FieldSignature.init)
            }
        }
        return recorder.loaded(in: host.state)
    }
}

/// How a packer names a file in messages: relative to the working folder when given so, else absolute.
enum ScriptSourcePath {
    static func shown(_ url: URL) -> String {
        url.baseURL == nil ? url.path : url.relativePath
    }
}
