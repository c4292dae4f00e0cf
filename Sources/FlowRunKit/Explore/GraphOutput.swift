import FlowExplore
import FlowScript
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
            // Opening checks the path can be written; `dot` writes it again at the end.
            try Flowrun.ExploreCommand.open(path, "the flow map").close()
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
            if let failure = renderer.render(dot, format: type, to: path) {
                throw .graphvizFailed(path: path, status: failure.status, message: failure.message)
            }
        }
    }
}
