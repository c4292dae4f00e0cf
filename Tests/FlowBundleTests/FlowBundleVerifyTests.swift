import FlowHostTestSupport
import FlowScript
import Foundation
import Testing

@testable import FlowBundle

@Suite struct FlowBundleVerifyTests {
    @Test func aSignedBundleVerifiesWithItsFilesAndSigner() async throws {
        let fixture = try BundleFixture()
        let bundle = try fixture.verify(try await fixture.bundle())
        #expect(bundle.signer == fixture.key.publicKey)
        #expect(bundle.files.keys.sorted() == ["app.lua", "lib/helper.lua", "sibling.lua"])
        #expect(bundle.manifest.app == "org.example.test")
    }

    @Test func anUnsignedBundleIsRefused() async throws {
        let fixture = try BundleFixture()
        let unsigned = try BundleFixture.tampered(try await fixture.bundle()) { $0.signature = Data() }
        #expect(throws: FlowBundleError.missingSignature(path: "test.flowbundle")) { try fixture.verify(unsigned) }
    }

    @Test func aBundleSignedByAnUntrustedKeyIsRefused() async throws {
        let fixture = try BundleFixture()
        let stranger = BundleSigningKey().publicKey
        let data = try await fixture.bundle()
        #expect(throws: FlowBundleError.untrustedKey(
            path: "test.flowbundle", key: fixture.key.publicKey.id, known: [stranger.id])
        ) { try fixture.verify(data, trusting: [stranger]) }
    }

    @Test func aBundleVerifiesByAnyOfSeveralTrustedKeysWhileKeysRotate() async throws {
        let fixture = try BundleFixture()
        let next = BundleSigningKey().publicKey
        let data = try await fixture.bundle()
        #expect(throws: Never.self) { try fixture.verify(data, trusting: [next, fixture.key.publicKey]) }
    }

    @Test func aManifestChangedAfterSigningIsRefused() async throws {
        let fixture = try BundleFixture()
        let changed = try BundleFixture.tampered(try await fixture.bundle()) { archive in
            archive.manifest = Data(String(decoding: archive.manifest, as: UTF8.self)
                .replacingOccurrences(of: "\"1.0.0\"", with: "\"9.0.0\"").utf8)
        }
        #expect(throws: FlowBundleError.badSignature(path: "test.flowbundle", key: fixture.key.publicKey.id)) {
            try fixture.verify(changed)
        }
    }

    @Test func aFileChangedAfterSigningIsRefused() async throws {
        let fixture = try BundleFixture()
        let changed = try BundleFixture.tampered(try await fixture.bundle()) { archive in
            archive.files[1].bytes = Data("return { title = function() os.exit() end }\n".utf8)
        }
        #expect(throws: FlowBundleError.changedFile(path: "test.flowbundle", file: "lib/helper.lua")) {
            try fixture.verify(changed)
        }
    }

    @Test func aFileAddedAfterSigningIsRefused() async throws {
        let fixture = try BundleFixture()
        let added = try BundleFixture.tampered(try await fixture.bundle()) { archive in
            archive.files.append(("extra.lua", Data("return 1\n".utf8)))
        }
        #expect(throws: FlowBundleError.addedFile(path: "test.flowbundle", file: "extra.lua")) { try fixture.verify(added) }
    }

    @Test func aFileRemovedAfterSigningIsRefused() async throws {
        let fixture = try BundleFixture()
        let removed = try BundleFixture.tampered(try await fixture.bundle()) { $0.files.remove(at: 2) }
        #expect(throws: FlowBundleError.missingFile(path: "test.flowbundle", file: "sibling.lua")) { try fixture.verify(removed) }
    }

    @Test(arguments: [
        ("../evil.lua", BundlePathProblem.parentFolder), ("/etc/evil.lua", .absolute), ("lib//evil.lua", .emptyPart),
        ("lib/./evil.lua", .currentFolder),
    ])
    func aFileNameLeavingTheBundleIsRefusedEvenWhenSigned(name: String, problem: BundlePathProblem) async throws {
        let fixture = try BundleFixture()
        var packed = try await fixture.pack()
        packed.files[name] = Data("return 1\n".utf8)
        let signed = fixture.resigned(packed) { $0.files.append(BundleFile(path: name, bytes: Data("return 1\n".utf8))) }
        #expect(throws: FlowBundleError.unsafeFileName(path: "test.flowbundle", file: name, problem: problem)) {
            try fixture.verify(signed)
        }
    }

    @Test func aSignedPrecompiledChunkIsRefused() async throws {
        let fixture = try BundleFixture()
        var packed = try await fixture.pack()
        let chunk = Data([0x1B, 0x4C, 0x75, 0x61, 0x54, 0x00])
        packed.files["sibling.lua"] = chunk
        let signed = fixture.resigned(packed) { manifest in
            manifest.files = manifest.files.map { $0.path == "sibling.lua" ? BundleFile(path: "sibling.lua", bytes: chunk) : $0 }
        }
        #expect(throws: FlowBundleError.binaryChunk(path: "test.flowbundle", file: "sibling.lua", problem: .precompiled)) {
            try fixture.verify(signed)
        }
    }

    @Test func aBundleOverTheSizeLimitIsRefusedBeforeItIsRead() async throws {
        let fixture = try BundleFixture()
        let data = try await fixture.bundle()
        #expect(throws: FlowBundleError.tooLarge(path: "test.flowbundle", size: data.count, limit: 100)) {
            try fixture.verify(data, sizeLimit: 100)
        }
        let folder = try TemporaryDirectory()
        let path = try folder.write(data, to: "big.flowbundle")
        #expect(throws: FlowBundleError.tooLarge(path: path, size: data.count, limit: 100)) {
            try FlowBundle.verify(fileAt: path, trusting: [fixture.key.publicKey], modules: fixture.modules, sizeLimit: 100)
        }
    }

    @Test func aTruncatedBundleIsNotABundle() async throws {
        let fixture = try BundleFixture()
        let data = try await fixture.bundle()
        #expect(throws: FlowBundleError.notABundle(path: "test.flowbundle", problem: .truncatedFile(path: "sibling.lua"))) {
            try fixture.verify(data.dropLast(3))
        }
        #expect(throws: FlowBundleError.notABundle(path: "test.flowbundle", problem: .trailingBytes(count: 3))) {
            try fixture.verify(data + Data("abc".utf8))
        }
    }

    @Test func aManifestOfANewerFormatIsRefused() async throws {
        let fixture = try BundleFixture()
        let signed = fixture.resigned(try await fixture.pack()) { $0.format = BundleManifest.currentFormat + 1 }
        #expect(throws: FlowBundleError.newerFormat(
            path: "test.flowbundle", found: BundleManifest.currentFormat + 1, supported: BundleManifest.currentFormat)
        ) { try fixture.verify(signed) }
    }

    @Test func aBundleNeedingANewerHostIsRefused() async throws {
        let fixture = try BundleFixture()
        let signed = fixture.resigned(try await fixture.pack()) { $0.needs.hostVersion = BundleVersion("99.0")! }
        #expect(throws: FlowBundleError.newerHost(
            path: "test.flowbundle", needed: BundleVersion("99.0")!, host: FlowHostVersion.current)
        ) { try fixture.verify(signed) }
    }

    @Test func aHostWithoutTheModuleOrMemberOrEventNamesEachMismatch() async throws {
        let fixture = try BundleFixture()
        let data = try await fixture.bundle()
        let renamed = try FlowModuleRegistry([CounterModule(name: "tally")])
        #expect(throws: FlowBundleError.unmetNeeds(path: "test.flowbundle", mismatches: [.missingModule(module: "counter")])) {
            try fixture.verify(data, modules: renamed)
        }
        let signed = fixture.resigned(try await fixture.pack()) { manifest in
            manifest.needs.modules["counter"]?.bindings["reset"] = .function(parameters: [], result: .plain("void"))
            manifest.needs.modules["counter"]?.events["counter_reset"] = []
            manifest.needs.modules["counter"]?.migration = "counter/v2-history"
        }
        #expect(throws: FlowBundleError.unmetNeeds(path: "test.flowbundle", mismatches: [
            .missingBinding(module: "counter", name: "reset"),
            .missingEvent(module: "counter", event: "counter_reset"),
            .missingMigration(module: "counter", migration: "counter/v2-history"),
        ])) { try fixture.verify(signed) }
    }

    @Test func aChangedRecordFieldOrEventFieldIsNamed() async throws {
        let fixture = try BundleFixture()
        let signed = fixture.resigned(try await fixture.pack()) { manifest in
            manifest.needs.modules["counter"]?.bindings["configure"] = .function(
                parameters: [FieldSignature(name: "options", type: .record(name: "counter.Options", fields: [
                    FieldSignature(name: "label", type: .record(name: "counter.Label", fields: [
                        FieldSignature(name: "text", type: .plain("integer")),
                        FieldSignature(name: "colour", type: .plain("string")),
                    ])),
                ]))],
                result: .plain("string"))
            manifest.needs.modules["counter"]?.events["counter_bumped"] = [FieldSignature(name: "total", type: .plain("integer"))]
        }
        let error = #expect(throws: FlowBundleError.self) { try fixture.verify(signed) }
        #expect(error == .unmetNeeds(path: "test.flowbundle", mismatches: [
            .changedBinding(module: "counter", name: "configure", change: SignatureChange(
                path: ["options", "label", "text"], kind: .typeChanged(bundle: "integer", host: "string"))),
            .changedBinding(module: "counter", name: "configure", change: SignatureChange(
                path: ["options", "label", "colour"], kind: .fieldMissing)),
            .changedEvent(module: "counter", event: "counter_bumped", change: SignatureChange(
                path: ["total"], kind: .fieldMissing)),
        ]))
        #expect(error?.description.contains("app.counter.configure: field 'options.label.colour' is missing on the host") == true)
    }
}
