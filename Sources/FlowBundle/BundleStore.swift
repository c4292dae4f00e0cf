import FlowScript
import FlowTooling
import Foundation

/// The bundles an app has installed, in a folder of its own: each verified bundle kept as its file
/// (`bundles/<version>.flowbundle`), which one is active, the ones active before, and the ones that failed.
///
/// A newly activated bundle is on probation. ``launch()`` marks its launch begun; ``confirm(_:)``, called once
/// the first screen settled, ends the probation. A launch that fails to load or start is reported with
/// ``reportFailure(_:reason:)``; a process that dies before confirming leaves the mark, and the next
/// ``launch()`` finds it. Either way the version is marked bad, reported, and the previous good version (at
/// last the app's embedded flows) runs instead. Every bundle is verified again at each launch.
///
/// Every write goes through ``OwnedFolder``: written beside and renamed over, no link followed. The store
/// never touches the app's state file: a switch changes flows, not data.
public final class BundleStore {
    /// The state file's name.
    static let stateName = "store.json"
    /// The folder of installed bundle files.
    static let bundlesName = "bundles"
    /// The folder bundles are unpacked into for a launch.
    static let unpackedName = "unpacked"

    private let folder: OwnedFolder
    private let app: String
    private let trusted: [BundlePublicKey]
    private let modules: FlowModuleRegistry
    private let hostVersion: BundleVersion
    private let sizeLimit: Int
    private var state: BundleStoreState

    /// Opens (creating when missing) the store at `path` for `app`.
    /// - Parameters:
    ///   - path: The store's folder.
    ///   - app: The app id its bundles must carry.
    ///   - trusted: The keys bundles must be signed by.
    ///   - modules: The host's modules, which bundles must fit.
    ///   - hostVersion: The host's FlowHost version.
    ///   - sizeLimit: The most bytes a bundle may have.
    /// - Throws: ``BundleStoreError``.
    public init(
        path: String, app: String, trusting trusted: [BundlePublicKey], modules: FlowModuleRegistry,
        hostVersion: BundleVersion = FlowHostVersion.current, sizeLimit: Int = FlowBundle.defaultSizeLimit
    ) throws(BundleStoreError) {
        do {
            folder = try OwnedFolder(path: path, creating: true)
        } catch {
            throw .folder(error)
        }
        self.app = app
        self.trusted = trusted
        self.modules = modules
        self.hostVersion = hostVersion
        self.sizeLimit = sizeLimit
        state = BundleStoreState(app: app)
        if let data = try read(Self.stateName, limit: 1 << 20) {
            // The format first: a newer store may have changed everything else.
            struct Format: Decodable { var format: Int }
            guard let format = try? JSONDecoder().decode(Format.self, from: data) else {
                throw .corruptState(path: folder.display(Self.stateName))
            }
            guard format.format <= BundleStoreState.currentFormat else {
                throw .newerState(path: folder.display(Self.stateName), format: format.format)
            }
            guard let saved = try? JSONDecoder().decode(BundleStoreState.self, from: data) else {
                throw .corruptState(path: folder.display(Self.stateName))
            }
            state = saved
            guard state.app == app else {
                throw .otherApp(path: folder.display(Self.stateName), id: saved.app, expected: app)
            }
        }
    }

    /// The store's folder, as given.
    public var path: String { folder.path }

    /// The version launched next; nil when the embedded flows run.
    public var active: BundleVersion? { state.active }

    /// Verifies the bundle in `data` and keeps it; the active version does not change.
    /// - Parameter path: How messages name the bundle.
    /// - Returns: The verified bundle.
    /// - Throws: ``BundleStoreError``: the bundle refused, another app's, a different bundle of an installed
    ///   version, a file that cannot be written.
    @discardableResult
    public func install(_ data: Data, path: String) throws(BundleStoreError) -> FlowBundle {
        let bundle = try verify(data, path: path)
        let name = Self.fileName(bundle.manifest.version)
        let bundles = try subfolder(Self.bundlesName)
        if let existing = try read(name, in: bundles), existing != data {
            // The same manifest signed again is the same bundle; different files are not.
            let same = (try? BundleArchive(decoding: existing, path: name).manifest) == bundle.manifest.encoded()
            guard same else { throw .versionExists(version: bundle.manifest.version) }
        }
        do {
            try bundles.replace(name, with: data)
        } catch {
            throw .folder(error)
        }
        return bundle
    }

    /// Every installed version, newest first, with its status.
    /// - Throws: ``BundleStoreError/folder(_:)`` when the bundles' folder cannot be listed.
    public func installed() throws(BundleStoreError) -> [InstalledBundle] {
        try installedVersions().sorted(by: >).map { version in
            InstalledBundle(
                version: version, isActive: version == state.active,
                isPrevious: state.history.contains(version), isConfirmed: state.confirmed.contains(version),
                isOnProbation: state.probation?.version == version, badReason: state.bad[version.description])
        }
    }

    /// Makes `version` the one the next launch runs, on probation until its first screen settles.
    /// - Throws: ``BundleStoreError/notInstalled(version:installed:)``, or the bundle refused again.
    public func activate(_ version: BundleVersion) throws(BundleStoreError) {
        let installed = try installedVersions()
        guard installed.contains(version) else { throw .notInstalled(version: version, installed: installed.sorted(by: >)) }
        _ = try verifiedBundle(version)
        state.activate(version)
        try save()
    }

    /// Makes the previous good version active again; the one rolled back from stays installed.
    /// - Returns: The version now active, nil for the embedded flows.
    /// - Throws: ``BundleStoreError/nothingToRollBack`` when no version was active.
    @discardableResult
    public func rollback() throws(BundleStoreError) -> BundleVersion? {
        guard state.active != nil else { throw .nothingToRollBack }
        state.fallBack()
        try save()
        return state.active
    }

    /// What the app launches now: the active bundle, verified again, or the embedded flows; with each
    /// version found bad on the way (a probation that never confirmed, a bundle no longer verifying), which
    /// are marked and skipped. A bundle launched on probation is marked launched until ``confirm(_:)``.
    /// - Throws: ``BundleStoreError/folder(_:)`` when the store's state cannot be written.
    public func launch() throws(BundleStoreError) -> BundleLaunch {
        var reports: [BundleFailureReport] = []
        while let version = state.active {
            if let probation = state.probation, probation.version == version, probation.launched {
                reports.append(markBad(version, reason: "the process ended before the first screen settled"))
                continue
            }
            let bundle: FlowBundle
            do {
                bundle = try verifiedBundle(version)
            } catch {
                reports.append(markBad(version, reason: error.description))
                continue
            }
            if state.probation?.version == version {
                state.probation?.launched = true
            }
            try save()
            return BundleLaunch(bundle: bundle, failures: reports)
        }
        if !reports.isEmpty { try save() }
        return BundleLaunch(bundle: nil, failures: reports)
    }

    /// Says the first screen of `version` settled: its probation ends and it counts as good from now on.
    /// - Throws: ``BundleStoreError/folder(_:)`` when the state cannot be written.
    public func confirm(_ version: BundleVersion) throws(BundleStoreError) {
        if !state.confirmed.contains(version) { state.confirmed.append(version) }
        if state.probation?.version == version { state.probation = nil }
        try save()
    }

    /// Says `version` failed to load or start: it is marked bad and the previous good version is active.
    /// - Returns: The report of the failure.
    /// - Throws: ``BundleStoreError/folder(_:)`` when the state cannot be written.
    @discardableResult
    public func reportFailure(_ version: BundleVersion, reason: String) throws(BundleStoreError) -> BundleFailureReport {
        let report = markBad(version, reason: reason)
        try save()
        return report
    }

    /// Unpacks `bundle` into the store's `unpacked/<version>` folder, rewritten from the verified bytes at
    /// every launch, for ``FlowPlayerConfiguration`` to run from.
    /// - Throws: ``BundleStoreError/folder(_:)``.
    public func unpack(_ bundle: FlowBundle) throws(BundleStoreError) -> UnpackedBundle {
        let unpacked = try subfolder(Self.unpackedName)
        do throws(OwnedFolderError) {
            guard let target = try unpacked.subfolder(bundle.manifest.version.description, creating: true) else {
                throw .cannotOpen(path: unpacked.display(bundle.manifest.version.description), reason: "it vanished")
            }
            return try bundle.unpack(into: target)
        } catch {
            throw .folder(error)
        }
    }

    // MARK: - Private

    private static func fileName(_ version: BundleVersion) -> String { "\(version).flowbundle" }

    private func markBad(_ version: BundleVersion, reason: String) -> BundleFailureReport {
        state.bad[version.description] = reason
        if state.active == version {
            state.fallBack()
        }
        return BundleFailureReport(version: version, reason: reason, fallback: state.active)
    }

    private func verify(_ data: Data, path: String) throws(BundleStoreError) -> FlowBundle {
        let bundle: FlowBundle
        do {
            bundle = try FlowBundle.verify(
                data, path: path, trusting: trusted, modules: modules, hostVersion: hostVersion, sizeLimit: sizeLimit)
        } catch {
            throw .bundle(error)
        }
        guard bundle.manifest.app == app else {
            throw .bundle(.otherApp(path: path, id: bundle.manifest.app, expected: app))
        }
        return bundle
    }

    private func verifiedBundle(_ version: BundleVersion) throws(BundleStoreError) -> FlowBundle {
        let bundles = try subfolder(Self.bundlesName)
        let name = Self.fileName(version)
        let data: Data?
        do {
            data = try bundles.read(name, limit: sizeLimit)
        } catch .symbolicLink(let path) {
            throw .bundle(.link(path: path, file: name))
        } catch .tooLarge(let path, let limit) {
            throw .bundle(.tooLarge(path: path, size: limit + 1, limit: limit))
        } catch {
            throw .folder(error)
        }
        guard let data else { throw .notInstalled(version: version, installed: try installedVersions()) }
        return try verify(data, path: bundles.display(name))
    }

    private func installedVersions() throws(BundleStoreError) -> [BundleVersion] {
        let bundles = try subfolder(Self.bundlesName)
        do {
            return try bundles.names().compactMap { name in
                guard name.hasSuffix(".flowbundle"), case .file = bundles.entry(name) else { return nil }
                return BundleVersion(String(name.dropLast(".flowbundle".count)))
            }
        } catch {
            throw .folder(error)
        }
    }

    private func subfolder(_ name: String) throws(BundleStoreError) -> OwnedFolder {
        do throws(OwnedFolderError) {
            guard let opened = try folder.subfolder(name, creating: true) else {
                throw .cannotOpen(path: folder.display(name), reason: "it vanished")
            }
            return opened
        } catch {
            throw .folder(error)
        }
    }

    private func read(_ name: String, limit: Int) throws(BundleStoreError) -> Data? {
        do {
            return try folder.read(name, limit: limit)
        } catch {
            throw .folder(error)
        }
    }

    private func read(_ name: String, in bundles: OwnedFolder) throws(BundleStoreError) -> Data? {
        do {
            return try bundles.read(name, limit: sizeLimit)
        } catch {
            throw .folder(error)
        }
    }

    private func save() throws(BundleStoreError) {
        do {
            try folder.replace(Self.stateName, with: state.encoded())
        } catch {
            throw .folder(error)
        }
    }
}
