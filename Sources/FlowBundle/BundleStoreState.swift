import Foundation

/// What a bundle store remembers, in its `store.json`: the active version, the versions active before it
/// (for rollback, most recent last), the probation of a newly activated one, and the versions marked bad.
struct BundleStoreState: Codable, Equatable {
    /// The newest format of the file this host reads.
    static let currentFormat = 1

    /// The probation of a version activated but not yet seen to start.
    struct Probation: Codable, Equatable {
        /// The version on probation.
        var version: BundleVersion
        /// Whether a launch of it has begun: found still set at the next launch, the process died before the
        /// first screen settled.
        var launched: Bool
    }

    var format = Self.currentFormat
    /// The app whose bundles the store holds.
    var app: String
    /// The version launched next; nil runs the embedded flows.
    var active: BundleVersion?
    /// Versions active before, most recent last.
    var history: [BundleVersion] = []
    /// Versions whose first screen settled at least once.
    var confirmed: [BundleVersion] = []
    /// The version on probation, if any.
    var probation: Probation?
    /// Versions that failed, with why, by version.
    var bad: [String: String] = [:]

    init(app: String) {
        self.app = app
    }

    /// The file's bytes: sorted keys, one stable layout.
    func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return try! encoder.encode(self) + Data("\n".utf8)
    }

    func isBad(_ version: BundleVersion) -> Bool { bad[version.description] != nil }

    /// Makes `version` active, on probation unless it was confirmed before; the active one goes to history.
    mutating func activate(_ version: BundleVersion) {
        if let active, active != version {
            history.removeAll { $0 == version || $0 == active }
            history.append(active)
        }
        active = version
        bad[version.description] = nil
        probation = confirmed.contains(version) ? nil : Probation(version: version, launched: false)
    }

    /// Makes the most recent good version of history active again (on probation unless confirmed); nil
    /// active, the embedded flows, when none is left.
    mutating func fallBack() {
        active = nil
        probation = nil
        while let previous = history.popLast() {
            if !isBad(previous) {
                active = previous
                if !confirmed.contains(previous) {
                    probation = Probation(version: previous, launched: false)
                }
                return
            }
        }
    }
}
