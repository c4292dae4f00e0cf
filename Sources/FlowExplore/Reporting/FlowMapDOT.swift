/// Writes a ``FlowMap`` in Graphviz's DOT language: screens as boxes, actions as labelled arrows, failures as
/// red arrows to a red note naming the finding.
public enum FlowMapDOT {
    /// The DOT text of `map`, titled `title`; screens with a finding of their own (a dead end, duplicate
    /// buttons) among `findings` are drawn red and say so.
    public static func text(of map: FlowMap, title: String, findings: [ExploreFinding] = []) -> String {
        var out = "digraph flow {\n"
        out += "  label=\(quoted(title));\n  labelloc=t;\n  rankdir=LR;\n"
        out += "  node [shape=box, style=rounded, fontname=\"Helvetica\"];\n"
        out += "  edge [fontname=\"Helvetica\", fontsize=10];\n"
        for node in map.nodes {
            var style = node.depth == 0 ? ", penwidth=2" : ""
            var label = node.name
            let own = findings.filter { $0.screen == node.name && ($0.kind == .deadEnd || $0.kind == .duplicateButtons) }
            if !own.isEmpty {
                label += "\n(" + own.map(\.kind.title).joined(separator: ", ") + ")"
                style += ", color=red, fontcolor=red"
            }
            out += "  s\(node.id) [label=\(quoted(label))\(style)];\n"
        }
        var findingNodes: [String: String] = [:]
        for (index, edge) in map.edges.enumerated() {
            if let to = edge.to {
                // A step that once led elsewhere: dashed, the flow is not deterministic there.
                let style = map.unreliableEdges.contains(index) ? ", style=dashed" : ""
                out += "  s\(edge.from) -> s\(to) [label=\(quoted(edge.action))\(style)];\n"
            } else if let kind = edge.finding {
                let key = "f\(edge.from)_\(kind.rawValue.replacingOccurrences(of: "-", with: "_"))"
                if findingNodes[key] == nil {
                    findingNodes[key] = kind.title
                    let color = kind.isError ? "red" : "orange"
                    out += "  \(key) [label=\(quoted(kind.title)), shape=note, color=\(color), fontcolor=\(color)];\n"
                }
                let color = kind.isError ? "red" : "orange"
                out += "  s\(edge.from) -> \(key) [label=\(quoted(edge.action)), color=\(color), fontcolor=\(color)];\n"
            }
        }
        out += "}\n"
        return out
    }

    /// `text` as a DOT string literal.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for character in text {
            switch character {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out.append(character)
            }
        }
        return out + "\""
    }
}
