/// Every way a value can be turned into text for logs, test failures or script dumps, so a test
/// can prove a secret appears in none of them.
enum RenderedText {
    /// `String(describing:)`, `String(reflecting:)`, `dump`, and the labels and values of a
    /// `Mirror` walk through stored properties (private ones included), joined.
    static func all(of subject: Any) -> String {
        var dumped = ""
        dump(subject, to: &dumped, maxDepth: 12)
        var walked: [String] = []
        var visited: Set<ObjectIdentifier> = []
        walk(subject, depth: 0, into: &walked, visited: &visited)
        return ([String(describing: subject), String(reflecting: subject), dumped] + walked).joined(separator: "\n")
    }

    private static func walk(
        _ value: Any, depth: Int, into lines: inout [String], visited: inout Set<ObjectIdentifier>
    ) {
        guard depth < 12 else { return }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .class {
            guard visited.insert(ObjectIdentifier(value as AnyObject)).inserted else { return }
        }
        var current: Mirror? = mirror
        while let level = current {
            for child in level.children {
                lines.append("\(child.label ?? "_"): \(String(reflecting: child.value))")
                walk(child.value, depth: depth + 1, into: &lines, visited: &visited)
            }
            current = level.superclassMirror
        }
    }
}
