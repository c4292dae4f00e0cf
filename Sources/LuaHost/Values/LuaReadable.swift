/// A Swift value that can be read from a Lua value.
public protocol LuaReadable {
    /// Reads the value at `index` of `stack`.
    /// - Throws: ``LuaError/conversion(_:expected:got:)`` when the Lua value
    ///   is not of a convertible type.
    static func read(from stack: LuaStack, at index: Int32) throws -> Self
}
