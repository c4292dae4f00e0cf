import FlowScript
import Foundation

/// The frontier a limit left, saved so that `flowrun explore --resume FILE` goes on where the exploration
/// stopped rather than starting over: everything found so far, and the states whose actions were not all tried.
///
/// The file is a header line, by which explore knows its own files, then JSON.
package struct ExploreCheckpoint: ExploreStateFile, Sendable {
    /// How every saved frontier starts, with the format's version.
    package static let header = "# flowrun explore frontier, version 1\n"

    let identity: ExploreIdentity
    let run: ExploreRun
    /// The states left, in the order they are to be explored.
    let frontier: [Int]
    /// How many actions of the first state left were tried already.
    let skip: Int
    /// Seconds spent so far.
    let seconds: Double

    init(identity: ExploreIdentity, run: ExploreRun, frontier: [Int], skip: Int, seconds: Double) {
        self.identity = identity
        self.run = run
        self.frontier = frontier
        self.skip = skip
        self.seconds = seconds
    }

    /// Whether `data`, a file's bytes, starts as a saved frontier does: what a run checks before replacing one.
    package static func isCheckpoint(_ data: Data) -> Bool {
        hasHeader(data)
    }

    /// Reads a saved frontier.
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - source: The file's path, for messages.
    /// - Throws: ``ExploreError/unusableResume(path:reason:)`` when it is not a frontier explore saved, is of
    ///   another version, or is damaged.
    package init(data: Data, source: String) throws(ExploreError) {
        if let reason = Self.headerProblem(of: data, notOneReason: "it is not a frontier flowrun explore saved") {
            throw .unusableResume(path: source, reason: reason)
        }
        let checkpoint: ExploreCheckpoint
        do {
            checkpoint = try Self.decodedBody(of: data)
        } catch {
            throw .unusableResume(path: source, reason: "it is damaged: \(Self.reason(error))")
        }
        let states = checkpoint.run.states.count
        guard !checkpoint.frontier.isEmpty, checkpoint.frontier.allSatisfy({ (0..<states).contains($0) }),
              checkpoint.skip >= 0, checkpoint.run.states.allSatisfy({ (0..<checkpoint.run.map.nodes.count).contains($0.node) })
        else {
            throw .unusableResume(path: source, reason: "it is damaged: its frontier names states it does not hold")
        }
        self = checkpoint
    }

    /// A decoding error in a few words.
    private static func reason(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context), DecodingError.keyNotFound(_, let context),
             DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
        default:
            return String(describing: error)
        }
    }
}
