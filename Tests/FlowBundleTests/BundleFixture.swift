import FlowHostTestSupport
import FlowScript
import Foundation

@testable import FlowBundle

/// A project with a flow over the counter module, the key that signs its bundles, and helpers to pack,
/// sign and take apart bundles, for the tests of this target.
final class BundleFixture {
    let folder: ScriptFolder
    let key = BundleSigningKey()
    let modules: FlowModuleRegistry

    /// The flow: requires a sibling and a module under `lib/`, binds a button to `app.counter.bump`, reads
    /// `configure` (a record parameter) and subscribes to `counter_bumped`.
    static let flow = """
        local sibling = require("sibling")
        return function(app)
          app.events.on("counter_bumped", function() end)
          app.nav:replace_root(app.screen{ title = sibling.title, buttons = {
            { title = "Bump", action = function() app.counter.bump() end },
          } })
        end
        """

    init(modules: [any FlowModule] = [CounterModule()]) throws {
        folder = try ScriptFolder()
        self.modules = try FlowModuleRegistry(modules)
        try folder.write(Self.flow, to: "flows/app.lua")
        try folder.write("local helper = require('lib.helper')\nreturn { title = helper.title() }\n", to: "flows/sibling.lua")
        try folder.write("return { title = function() return 'Counter' end }\n", to: "scripts/lib/helper.lua")
    }

    var entry: URL { folder.url.appendingPathComponent("flows/app.lua") }
    var roots: [URL] { [folder.url.appendingPathComponent("scripts")] }

    /// The packed manifest and files of the fixture's project.
    func pack(version: String = "1.0.0") async throws -> (manifest: BundleManifest, files: [String: Data]) {
        try await BundlePacker(entry: entry, roots: roots, modules: modules)
            .pack(app: "org.example.test", version: BundleVersion(version)!)
    }

    /// The signed bundle file's bytes of the fixture's project.
    func bundle(version: String = "1.0.0") async throws -> Data {
        let packed = try await pack(version: version)
        return FlowBundle.sign(manifest: packed.manifest, files: packed.files, with: key)
    }

    /// Verifies `data` trusting the fixture's key (or `trusted`) against the fixture's modules.
    func verify(
        _ data: Data, trusting trusted: [BundlePublicKey]? = nil, modules: FlowModuleRegistry? = nil,
        sizeLimit: Int = FlowBundle.defaultSizeLimit
    ) throws(FlowBundleError) -> FlowBundle {
        try FlowBundle.verify(
            data, path: "test.flowbundle", trusting: trusted ?? [key.publicKey], modules: modules ?? self.modules,
            sizeLimit: sizeLimit)
    }

    /// `data`'s archive changed by `change`, encoded again (the signature section kept unless changed).
    static func tampered(_ data: Data, _ change: (inout BundleArchive) -> Void) throws -> Data {
        var archive = try BundleArchive(decoding: data, path: "test")
        change(&archive)
        return archive.encoded()
    }

    /// `manifest` changed by `change`, with `files`, signed by the fixture's key.
    func resigned(
        _ packed: (manifest: BundleManifest, files: [String: Data]), _ change: (inout BundleManifest) -> Void
    ) -> Data {
        var manifest = packed.manifest
        change(&manifest)
        return FlowBundle.sign(manifest: manifest, files: packed.files, with: key)
    }
}
