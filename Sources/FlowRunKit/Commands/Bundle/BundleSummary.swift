import FlowBundle
import FlowScript

/// The lines `bundle`, `verify` and `bundles install` print about a bundle: what it is, who signed it, and
/// what its flows use of each module. Names come from the bundle, so they pass through ``ControlEscapes``.
enum BundleSummary {
    static func text(of manifest: BundleManifest, signer: BundlePublicKey, bytes: Int, path: String) -> String {
        var lines = [
            "\(path): app \(manifest.app) version \(manifest.version), entry \(manifest.entry), "
                + "\(manifest.files.count) file\(manifest.files.count == 1 ? "" : "s"), \(bytes) bytes, "
                + "signed by key \(signer.id)",
            "  needs FlowHost \(manifest.needs.hostVersion) or newer",
        ]
        for (name, needs) in manifest.needs.modules.sorted(by: { $0.key < $1.key }) {
            var uses = needs.bindings.keys.sorted().map { "app.\(name).\($0)" }
            uses += needs.events.keys.sorted().map { "event \($0)" }
            uses += needs.calls.keys.sorted().map { "call \($0)" }
            let migration = needs.migration.map { "; tables at \($0)" } ?? ""
            lines.append("  module \(name): \(uses.joined(separator: ", "))\(migration)")
        }
        return ControlEscapes.escaped(lines.joined(separator: "\n"), keepingLineBreaks: true)
    }
}
