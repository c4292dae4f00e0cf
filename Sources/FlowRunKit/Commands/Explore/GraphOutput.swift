import FlowExplore
import FlowScript
import FlowTooling
import Foundation

/// How `--graph FILE` is written, by its extension.
enum GraphFormat: Equatable {
    case dot
    case drawn(String)

    init?(path: String) {
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "dot", "gv": self = .dot
        case "svg": self = .drawn("svg")
        case "png": self = .drawn("png")
        default: return nil
        }
    }
}

/// `--graph FILE`, opened before the exploration so a path that cannot be written fails first. Without
/// Graphviz, a drawing is replaced by the DOT text beside it (`map.svg` -> `map.dot`), then reported.
struct GraphOutput {
    let path: String
    let format: GraphFormat
    private let renderer = GraphvizRenderer()
    /// The DOT file written instead when `dot` is missing.
    private let fallback: OutputFile?

    init(path: String) throws(ExploreFailure) {
        self.path = path
        format = GraphFormat(path: path) ?? .dot
        if case .drawn = format, renderer.executable == nil {
            let dotPath = URL(fileURLWithPath: path).deletingPathExtension().appendingPathExtension("dot").relativePath
            fallback = try Flowrun.ExploreCommand.open(dotPath, "the flow map")
        } else {
            // Checked, not opened: the previous map stays untouched until the new one is complete.
            do {
                try OutputFile.checkWritable(path: path)
            } catch {
                throw .unwritable(what: "the flow map", path: path, reason: error.reason)
            }
            fallback = nil
        }
    }

    /// Writes `dot` as asked.
    /// - Throws: ``ExploreFailure/graphvizMissing(requested:wrote:)`` after writing the DOT fallback, or
    ///   ``ExploreFailure/graphvizFailed(path:status:message:)``.
    func write(_ dot: String) throws(ExploreFailure) {
        if let fallback {
            try Flowrun.ExploreCommand.write(dot, to: fallback, "the flow map")
            throw .graphvizMissing(requested: path, wrote: fallback.path)
        }
        switch format {
        case .dot:
            try Flowrun.ExploreCommand.write(dot, to: try Flowrun.ExploreCommand.open(path, "the flow map"), "the flow map")
        case .drawn(let type):
            // `dot` draws into a temporary file beside the map, renamed over it once drawn.
            let output = try Flowrun.ExploreCommand.open(path, "the flow map")
            defer { output.close() }
            guard let drawing = output.replacementPath else {
                if let failure = renderer.render(dot, format: type, to: path) {
                    throw .graphvizFailed(path: path, status: failure.status, message: failure.message)
                }
                return
            }
            if let failure = renderer.render(dot, format: type, to: drawing) {
                throw .graphvizFailed(path: path, status: failure.status, message: failure.message)
            }
            do {
                try output.commit()
            } catch {
                throw .unwritable(what: "the flow map", path: path, reason: error.reason)
            }
        }
    }
}
