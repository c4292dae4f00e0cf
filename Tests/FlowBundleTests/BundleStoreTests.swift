import FlowHostTestSupport
import FlowScript
import FlowStore
import Foundation
import Testing

@testable import FlowBundle

@Suite struct BundleStoreTests {
    private func store(_ folder: TemporaryDirectory, _ fixture: BundleFixture, app: String = "org.example.test") throws -> BundleStore {
        try BundleStore(path: folder.path("store"), app: app, trusting: [fixture.key.publicKey], modules: fixture.modules)
    }

    /// A store with 1.0.0 (confirmed) and 1.1.0 installed, 1.1.0 activated and on probation.
    private func storeAfterAnUpdate(_ folder: TemporaryDirectory, _ fixture: BundleFixture) async throws -> BundleStore {
        let store = try store(folder, fixture)
        try store.install(try await fixture.bundle(version: "1.0.0"), path: "1.0.0")
        try store.activate(BundleVersion("1.0.0")!)
        _ = try store.launch()
        try store.confirm(BundleVersion("1.0.0")!)
        try store.install(try await fixture.bundle(version: "1.1.0"), path: "1.1.0")
        try store.activate(BundleVersion("1.1.0")!)
        return store
    }

    @Test func anEmptyStoreLaunchesTheEmbeddedFlows() throws {
        let folder = try TemporaryDirectory()
        let launch = try store(folder, try BundleFixture()).launch()
        #expect(launch.bundle == nil)
        #expect(launch.failures.isEmpty)
    }

    @Test func anInstalledBundleRunsOnlyOnceActivated() async throws {
        let folder = try TemporaryDirectory()
        let fixture = try BundleFixture()
        let store = try store(folder, fixture)
        try store.install(try await fixture.bundle(), path: "1.0.0")
        #expect(try store.launch().bundle == nil)
        try store.activate(BundleVersion("1.0.0")!)
        #expect(try store.launch().bundle?.manifest.version == BundleVersion("1.0.0"))
    }

    @Test func aConfirmedUpdateKeepsRunningAndThePreviousIsKept() async throws {
        let folder = try TemporaryDirectory()
        let fixture = try BundleFixture()
        let store = try await storeAfterAnUpdate(folder, fixture)
        #expect(try store.launch().bundle?.manifest.version == BundleVersion("1.1.0"))
        try store.confirm(BundleVersion("1.1.0")!)
        let next = try store.launch()
        #expect(next.bundle?.manifest.version == BundleVersion("1.1.0"))
        #expect(next.failures.isEmpty)
        #expect(try store.installed().map(\.version.description) == ["1.1.0", "1.0.0"])
        #expect(try store.installed().last?.isPrevious == true)
    }

    @Test func anUpdateWhoseProcessDiesBeforeItsFirstScreenSettlesIsRolledBackAtTheNextLaunch() async throws {
        let folder = try TemporaryDirectory()
        let fixture = try BundleFixture()
        #expect(try await storeAfterAnUpdate(folder, fixture).launch().bundle?.manifest.version == BundleVersion("1.1.0"))
        // The process died: the next launch opens the store afresh.
        let next = try store(folder, fixture).launch()
        #expect(next.bundle?.manifest.version == BundleVersion("1.0.0"))
        #expect(next.failures == [BundleFailureReport(
            version: BundleVersion("1.1.0")!, reason: "the process ended before the first screen settled",
            fallback: BundleVersion("1.0.0"))])
        #expect(try store(folder, fixture).installed().first?.badReason == "the process ended before the first screen settled")
    }

    @Test func anUpdateThatFailsToStartRunsThePreviousVersionNext() async throws {
        let folder = try TemporaryDirectory()
        let fixture = try BundleFixture()
        let store = try await storeAfterAnUpdate(folder, fixture)
        _ = try store.launch()
        let report = try store.reportFailure(BundleVersion("1.1.0")!, reason: "the flow's start failed")
        #expect(report.fallback == BundleVersion("1.0.0"))
        #expect(try self.store(folder, fixture).launch().bundle?.manifest.version == BundleVersion("1.0.0"))
    }

    @Test func theEmbeddedFlowsAreTheLastResort() async throws {
        let folder = try TemporaryDirectory()
        let fixture = try BundleFixture()
        let store = try store(folder, fixture)
        try store.install(try await fixture.bundle(), path: "1.0.0")
        try store.activate(BundleVersion("1.0.0")!)
        _ = try store.launch()
        let report = try store.reportFailure(BundleVersion("1.0.0")!, reason: "no screen")
        #expect(report.fallback == nil)
        #expect(try store.launch().bundle == nil)
    }

    @Test func rollbackRunsThePreviousVersionAndKeepsTheNewerInstalled() async throws {
        let folder = try TemporaryDirectory()
        let fixture = try BundleFixture()
        let store = try await storeAfterAnUpdate(folder, fixture)
        #expect(try store.rollback() == BundleVersion("1.0.0"))
        #expect(try store.launch().bundle?.manifest.version == BundleVersion("1.0.0"))
        #expect(try store.installed().map(\.version.description) == ["1.1.0", "1.0.0"])
        #expect(try store.rollback() == nil)
        #expect(throws: BundleStoreError.nothingToRollBack) { try store.rollback() }
    }

    @Test func anInstalledBundleChangedOnDiskIsMarkedBadAtLaunch() async throws {
        let folder = try TemporaryDirectory()
        let fixture = try BundleFixture()
        let store = try await storeAfterAnUpdate(folder, fixture)
        let installed = folder.path("store/bundles/1.1.0.flowbundle")
        let changed = try BundleFixture.tampered(try Data(contentsOf: URL(fileURLWithPath: installed))) {
            $0.files[0].bytes = Data("return function(app) end\n".utf8)
        }
        try changed.write(to: URL(fileURLWithPath: installed))
        let launch = try store.launch()
        #expect(launch.bundle?.manifest.version == BundleVersion("1.0.0"))
        #expect(launch.failures.first?.reason == "\(folder.path("store/bundles/1.1.0.flowbundle")): app.lua differs from the signed manifest (changed after signing)")
    }

    @Test func anInstalledBundleReplacedByALinkIsNeverFollowed() async throws {
        let folder = try TemporaryDirectory()
        let fixture = try BundleFixture()
        let store = try await storeAfterAnUpdate(folder, fixture)
        let installed = folder.path("store/bundles/1.1.0.flowbundle")
        let elsewhere = try folder.write(try Data(contentsOf: URL(fileURLWithPath: installed)), to: "elsewhere.flowbundle")
        try FileManager.default.removeItem(atPath: installed)
        try FileManager.default.createSymbolicLink(atPath: installed, withDestinationPath: elsewhere)
        let launch = try store.launch()
        #expect(launch.bundle?.manifest.version == BundleVersion("1.0.0"))
        #expect(launch.failures.first?.reason.contains("is a symbolic link") == true)
    }

    @Test func anotherAppsBundleIsRefused() async throws {
        let folder = try TemporaryDirectory()
        let fixture = try BundleFixture()
        let store = try store(folder, fixture, app: "org.example.other")
        let data = try await fixture.bundle()
        #expect(throws: BundleStoreError.bundle(.otherApp(path: "x", id: "org.example.test", expected: "org.example.other"))) {
            try store.install(data, path: "x")
        }
    }

    @Test func aDifferentBundleOfAnInstalledVersionIsRefused() async throws {
        let folder = try TemporaryDirectory()
        let fixture = try BundleFixture()
        let store = try store(folder, fixture)
        try store.install(try await fixture.bundle(), path: "first")
        try fixture.folder.write("return { title = 'Changed' }\n", to: "flows/sibling.lua")
        let changed = try await fixture.bundle()
        #expect(throws: BundleStoreError.versionExists(version: BundleVersion("1.0.0")!)) {
            try store.install(changed, path: "second")
        }
    }

    @Test func aRefusedBundleIsNeverInstalled() async throws {
        let folder = try TemporaryDirectory()
        let fixture = try BundleFixture()
        let store = try store(folder, fixture)
        let truncated = try await fixture.bundle().dropLast(1)
        #expect(throws: BundleStoreError.self) { try store.install(truncated, path: "cut") }
        #expect(try store.installed().isEmpty)
    }

    @Test func aStoreStateThatIsNotOneOrIsNewerIsRefusedNamingItsFile() throws {
        let folder = try TemporaryDirectory()
        let fixture = try BundleFixture()
        try FileManager.default.createDirectory(atPath: folder.path("store"), withIntermediateDirectories: true)
        try folder.write("{\"format\": 2, \"bundles\": []}", to: "store/store.json")
        #expect(throws: BundleStoreError.newerState(path: folder.path("store/store.json"), format: 2)) {
            try store(folder, fixture)
        }
        try folder.write("not json", to: "store/store.json")
        #expect(throws: BundleStoreError.corruptState(path: folder.path("store/store.json"))) { try store(folder, fixture) }
    }

    @Test func aSwitchNeverTouchesTheAppsStateFile() async throws {
        let folder = try TemporaryDirectory()
        let fixture = try BundleFixture()
        try FileManager.default.createDirectory(atPath: folder.path("store"), withIntermediateDirectories: true)
        let state = try folder.write("the app's state", to: "store/state.sqlite")
        let store = try await storeAfterAnUpdate(folder, fixture)
        _ = try store.launch()
        try store.reportFailure(BundleVersion("1.1.0")!, reason: "x")
        try store.rollback()
        #expect(try String(contentsOfFile: state, encoding: .utf8) == "the app's state")
    }

    @Test func aLaunchRunsTheFlowsUnpackedFromTheVerifiedBundle() async throws {
        let folder = try TemporaryDirectory()
        let fixture = try BundleFixture()
        let store = try await storeAfterAnUpdate(folder, fixture)
        let bundle = try #require(try store.launch().bundle)
        let unpacked = try store.unpack(bundle)
        #expect(unpacked.entry.path == folder.path("store/unpacked/1.1.0/app.lua"))
        #expect(try Data(contentsOf: unpacked.root.appendingPathComponent("lib/helper.lua")) == bundle.files["lib/helper.lua"])
        let player = FlowPlayer(FlowPlayerConfiguration(
            flowFile: unpacked.entry, base: try AppStateStore.inMemory(schema: fixture.modules.schema), modules: fixture.modules,
            scriptRoots: [unpacked.root]))
        let update = await player.start()
        #expect(update.failure == nil)
        #expect(update.screen?.title == "Counter")
    }
}
