import FlowHostTestSupport
import FlowTestSupport
import Foundation
import Testing

/// `flowrun keys new`, `bundle`, `verify` and `bundles` as a user runs them, on the demo app's flows.
@Suite struct BundleCommandTests {
    private func flowrun(_ arguments: [String]) throws -> FlowrunResult {
        try FlowrunProcess.run(arguments)
    }

    @Test func keysNewWritesAPrivateKeyOnlyItsOwnerReadsNeverPrintsItAndNeverOverwrites() throws {
        let folder = try TemporaryDirectory()
        let name = folder.path("release.key")
        let made = try flowrun(["keys", "new", name])
        #expect(made.status == 0, "\(made.stderr)")
        var status = stat()
        #expect(stat(name, &status) == 0)
        #expect(status.st_mode & 0o777 == 0o600)
        let secret = try String(contentsOfFile: name, encoding: .utf8).split(separator: " ")[1]
        #expect(!made.stdout.contains(secret.prefix(12)))
        #expect(try String(contentsOfFile: name + ".pub", encoding: .utf8).hasPrefix("flowhost-ed25519 "))
        let again = try flowrun(["keys", "new", name])
        #expect(again.status == 2)
        #expect(again.stderr == "flowrun: \(name) exists already; a key is never overwritten (move it away or choose another name)\n")
        #expect(try String(contentsOfFile: name, encoding: .utf8).contains(secret))
    }

    @Test func theDemoAppShipsAsABundleThatInstallsUpdatesRefusesABadUpdateAndRollsBack() throws {
        let folder = try TemporaryDirectory()
        let key = folder.path("release.key")
        #expect(try flowrun(["keys", "new", key]).status == 0)
        let store = ["--store", folder.path("store"), "--app", "org.example.demo", "--trust", key + ".pub"]
        for version in ["1.0.0", "1.1.0"] {
            let out = folder.path("demo-\(version).flowbundle")
            let packed = try flowrun([
                "bundle", "examples/app.lua", "--app", "org.example.demo", "--version", version, "--key", key, "--out", out,
            ])
            #expect(packed.status == 0, "\(packed.stderr)")
            #expect(packed.stdout.contains("module login: app.login.build, app.login.logout, app.login.user_id, event logout"))
            let verified = try flowrun(["verify", out, "--trust", key + ".pub"])
            #expect(verified.status == 0, "\(verified.stderr)")
            let installed = try flowrun(["bundles", "install", out, "--activate"] + store)
            #expect(installed.status == 0, "\(installed.stderr)")
        }
        // A bad update: a byte of a flow changed after signing.
        var bytes = try Data(contentsOf: URL(fileURLWithPath: folder.path("demo-1.1.0.flowbundle")))
        bytes[bytes.count - 2] ^= 0x20
        let bad = try folder.write(bytes, to: "demo-1.2.0.flowbundle")
        let refused = try flowrun(["bundles", "install", bad] + store)
        #expect(refused.status == 1)
        #expect(refused.stderr.hasPrefix("flowrun: \(bad): "))
        #expect(refused.stderr.contains("differs from the signed manifest (changed after signing)"))
        #expect(try flowrun(["bundles", "list"] + store).stdout == "1.1.0  (active, on probation)\n1.0.0  (previous)\n")
        let rolledBack = try flowrun(["bundles", "rollback"] + store)
        #expect(rolledBack.stdout == "rolled back; the next launch runs bundle 1.0.0\n")
        #expect(try flowrun(["bundles", "list"] + store).stdout == "1.1.0\n1.0.0  (active, on probation)\n")
    }

    @Test func verifyRefusesABundleSignedByAnotherKey() throws {
        let folder = try TemporaryDirectory()
        #expect(try flowrun(["keys", "new", folder.path("a.key")]).status == 0)
        #expect(try flowrun(["keys", "new", folder.path("b.key")]).status == 0)
        let out = folder.path("demo.flowbundle")
        #expect(try flowrun([
            "bundle", "examples/app.lua", "--app", "org.example.demo", "--version", "1.0.0", "--key", folder.path("a.key"),
            "--out", out,
        ]).status == 0)
        let refused = try flowrun(["verify", out, "--trust", folder.path("b.key.pub")])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("which is not trusted"))
        let privateGiven = try flowrun(["verify", out, "--trust", folder.path("a.key")])
        #expect(privateGiven.status == 2)
        #expect(privateGiven.stderr.contains("is a private key"))
    }

    @Test func bundleRefusesAFlowUsingAnUndeclaredMemberNamingItsLine() throws {
        let folder = try TemporaryDirectory()
        #expect(try flowrun(["keys", "new", folder.path("k")]).status == 0)
        let flow = try folder.write("return function(app)\n  app.items.vanish()\nend\n", to: "flow.lua")
        let refused = try flowrun([
            "bundle", flow, "--app", "org.example.demo", "--version", "1.0.0", "--key", folder.path("k"),
            "--out", folder.path("out.flowbundle"),
        ])
        #expect(refused.status == 2)
        #expect(refused.stderr == "flowrun: \(flow):2: app.items.vanish is not declared by module 'items'\n")
        #expect(!FileManager.default.fileExists(atPath: folder.path("out.flowbundle")))
    }
}
