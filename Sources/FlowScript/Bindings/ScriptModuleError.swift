/// Why `require` could not load a module file it found, as the script sees it.
struct ScriptModuleError: Error, CustomStringConvertible {
    /// The module name given to `require`.
    let module: String
    /// What was wrong with its file.
    let reason: String

    /// `error loading module 'name': reason`, as Lua's own searchers word it.
    var description: String {
        "error loading module '\(module)': \(reason)"
    }
}
