extension LuaState {
    /// Makes `print` over a writer: Lua's own formatting (`tostring` of each argument, tabs between, a
    /// newline after), handed over in one call.
    private static let printSource = """
        local write = ...
        local concat, select, tostring = table.concat, select, tostring
        return function(...)
          local parts = {}
          for i = 1, select("#", ...) do
            parts[i] = tostring((select(i, ...)))
          end
          write(concat(parts, "\\t") .. "\\n")
        end
        """

    /// Replaces the global `print` by one that formats as Lua's does and hands each printed line to
    /// `write` instead of C's buffered `stdout`, which would interleave out of order with what Swift
    /// writes and break output that must stay machine-readable.
    /// - Parameter write: Receives each call's text, the newline included.
    /// - Throws: ``LuaError`` when the state has no memory left for it.
    public func redirectPrint(to write: @escaping (String) -> Void) throws {
        let writer = try function(named: "print") { (arguments: LuaArguments) throws -> Void in
            write(try arguments.string(1))
        }
        let makePrint = try load(Self.printSource, name: "=print")
        try setGlobal("print", makePrint.call(writer, returning: LuaFunction.self))
    }
}
