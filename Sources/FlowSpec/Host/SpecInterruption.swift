import LuaHost

/// What a scenario cut short by the spec's budget or memory limit leaves for its report, read from the spec's
/// state through the DSL (spec.lua's contract): the steps it took, and where the spec led to the place the
/// budget ran out.
struct SpecInterruption {
    /// The spec's state.
    let state: LuaState
    /// The DSL's module table.
    let module: LuaTable
    /// The spec file as reports name it.
    let file: String

    /// The steps the scenario recorded before its run was cut short. The state is closed next, so its memory
    /// limit no longer matters; empty when the steps cannot be read.
    func steps() -> [String] {
        state.memoryLimit = nil
        return (try? module.get("steps", as: LuaFunction.self).call(returning: [String].self)) ?? []
    }

    /// Where the spec led to `spent`, the place the budget ran out, as the DSL's `origin` tells it: the spec's
    /// line, and the helper module's line when it ran out inside one. Nil when the DSL did not see the timeout
    /// raised there (the spec caught it and went on) or cannot answer; the report then falls back to
    /// ``specLocation(of:)``.
    func origin(of spent: LuaLocation) -> (location: SourceLocation, helper: SourceLocation?)? {
        do {
            guard let origin = try module.get("origin", as: LuaFunction.self)
                .call(spent.source, spent.line, returning: LuaTable?.self) else { return nil }
            let location = SourceLocation(
                source: try origin.get("file", as: String.self), line: try origin.get("line", as: Int.self))
            guard let helperFile = try origin.get("helper_file", as: String?.self),
                  let helperLine = try origin.get("helper_line", as: Int?.self)
            else { return (location, nil) }
            return (location, SourceLocation(source: helperFile, line: helperLine))
        } catch {
            return nil
        }
    }

    /// Where in the spec file an error happened, when it happened there (not in a module it required). Lua
    /// shortens long chunk names to `...tail`, which is matched against the end of the file's name.
    func specLocation(of location: LuaLocation) -> SourceLocation? {
        let source = location.source
        let isSpec = source.hasPrefix("...") ? file.hasSuffix(source.dropFirst(3)) : source == file
        return isSpec ? SourceLocation(source: file, line: location.line) : nil
    }
}
