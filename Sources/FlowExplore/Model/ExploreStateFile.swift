import Foundation

/// A file explore writes and reads back (a saved frontier, a shard's part): a header line naming its kind and
/// version, then the value as JSON with sorted keys, so the same run writes the same bytes.
package protocol ExploreStateFile: Codable {
    /// The first line, `# flowrun explore <kind>, version N\n`.
    static var header: String { get }
}

extension ExploreStateFile {
    /// The file's bytes.
    package var data: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = (try? encoder.encode(self)) ?? Data("{}".utf8)
        return Data(Self.header.utf8) + json + Data("\n".utf8)
    }

    /// Whether `data`, a file's bytes, starts with this kind's header.
    static func hasHeader(_ data: Data) -> Bool {
        data.starts(with: Data(header.utf8))
    }

    /// Why `data` is not this kind of file: written by another version, or not by explore at all (`what` says
    /// what it should have been, `it is not a part flowrun explore --shard wrote`); `nil` when its header fits.
    static func headerProblem(of data: Data, notOneReason what: String) -> String? {
        guard !hasHeader(data) else { return nil }
        let prefix = String(header.prefix { $0 != "," })
        return data.starts(with: Data(prefix.utf8))
            ? "it was written by another version of flowrun (this one reads \(header.dropFirst(2).dropLast()))"
            : "\(what) (it does not start with '\(header.dropLast())')"
    }

    /// The value after the header.
    static func decodedBody(of data: Data) throws -> Self {
        try JSONDecoder().decode(Self.self, from: data.dropFirst(header.utf8.count))
    }
}
