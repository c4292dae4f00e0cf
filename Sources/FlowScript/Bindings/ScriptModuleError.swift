/// Why `require` could not load a module file, as the script sees it: `error loading module 'name': reason`,
/// as Lua's own searchers word it.
enum ScriptModuleError: Error, CustomStringConvertible {
    /// `module` is not a dot-separated list of file names, so it could name a file outside the roots.
    case invalidName(module: String)
    /// The file found for `module` is not readable Lua source text; `reason` says why.
    case unreadableFile(module: String, reason: String)

    /// `error loading module 'name': reason`.
    var description: String {
        switch self {
        case .invalidName(let module):
            "error loading module '\(module)': the name is not a dot-separated list of file names"
        case .unreadableFile(let module, let reason):
            "error loading module '\(module)': \(reason)"
        }
    }
}
