/// "Did you mean": the name among known ones that a mistyped one most likely meant, by edit distance.
enum ClosestName {
    /// The name of `candidates` closest to `typed`, when it is within a third of `typed`'s length (at least one
    /// edit); nil when none is that close.
    static func of(_ typed: String, among candidates: [String]) -> String? {
        let limit = max(1, typed.count / 3)
        let scored = candidates.map { (name: $0, distance: distance(typed, $0)) }.filter { $0.distance <= limit }
        return scored.min { $0.distance < $1.distance }?.name
    }

    /// The number of single-character insertions, deletions, substitutions and swaps of two neighbours (`tset`
    /// for `test` is one) that turn `a` into `b`.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
