/// The explored graph: each screen (module and title, with its alert) a node, each action that leads from one
/// screen to another an edge, each failure an edge to the finding it ends in.
public struct FlowMap: Sendable, Codable {
    /// A screen.
    public struct Node: Hashable, Sendable, Codable {
        /// Its position in ``FlowMap/nodes``, the id edges use.
        public let id: Int
        /// Module and title, as reports name it.
        public let name: String
        /// The module showing it.
        public let module: String
        /// How many actions from a fresh launch reach it first.
        public let depth: Int
    }

    /// An action from one screen to another, or to a finding (`to` is nil, `finding` names its kind).
    public struct Edge: Hashable, Sendable, Codable {
        /// The screen the action was tried on.
        public let from: Int
        /// The screen it led to; nil when it failed.
        public let to: Int?
        /// The events-file line, or `relaunch`; typed texts are shown by their input's label.
        public let action: String
        /// The finding the action ended in, when it failed.
        public let finding: ExploreFindingKind?
    }

    /// The screens, in the order first reached.
    public private(set) var nodes: [Node] = []
    /// The actions, in the order first tried.
    public private(set) var edges: [Edge] = []
    /// The positions in ``edges`` of the steps that once led elsewhere when explore walked them again: the
    /// flow is not deterministic there.
    public private(set) var unreliableEdges: [Int] = []
    private var nodeIDs: [String: Int] = [:]
    private var edgeSet: Set<Edge> = []

    /// The node named `name`, added when new.
    mutating func node(named name: String, module: String, depth: Int) -> Int {
        if let id = nodeIDs[name] { return id }
        let id = nodes.count
        nodes.append(Node(id: id, name: name, module: module, depth: depth))
        nodeIDs[name] = id
        return id
    }

    /// Adds `edge` unless the same one is there.
    mutating func add(_ edge: Edge) {
        if edgeSet.insert(edge).inserted {
            edges.append(edge)
        }
    }

    /// Marks the edges of `action` from node `from` unreliable.
    mutating func markUnreliable(from: Int, action: String) {
        for (index, edge) in edges.enumerated()
        where edge.from == from && edge.action == action && edge.to != nil && !unreliableEdges.contains(index) {
            unreliableEdges.append(index)
        }
    }

    /// An empty map.
    init() {}

    /// Reads a map `encode(to:)` wrote (a saved frontier), with its indexes.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        for node in try container.decode([Node].self, forKey: .nodes) {
            _ = self.node(named: node.name, module: node.module, depth: node.depth)
        }
        for edge in try container.decode([Edge].self, forKey: .edges) {
            add(edge)
        }
        unreliableEdges = try container.decode([Int].self, forKey: .unreliableEdges)
    }

    private enum CodingKeys: String, CodingKey {
        case nodes, edges
        case unreliableEdges = "unreliable_edges"
    }
}
