@testable import LuaHost

/// A custom conversion written the way an embedder would: through the stack's generic `push` and `read`,
/// as a table `{x = ..., y = ...}`.
struct Point: Equatable, LuaPushable, LuaReadable {
    var x: Double
    var y: Double

    func push(to stack: LuaStack) throws {
        try stack.push(["x": x, "y": y])
    }

    static func read(from stack: LuaStack, at index: Int32) throws -> Point {
        let fields = try stack.read([String: Double].self, at: index)
        guard let x = fields["x"], let y = fields["y"] else {
            throw stack.conversionError(expected: "point", at: index)
        }
        return Point(x: x, y: y)
    }
}
