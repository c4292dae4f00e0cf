/// Why `require` could not load a module file, as the script sees it: `error loading module 'name': reason`,
/// as Lua's own searchers word it.
enum ScriptModuleError: Error, CustomStringConvertible {
    /// `module` is not a dot-separated list of file names, so it could name a file outside the roots.
    case invalidName(module: String)
    /// The file found for `module` at `path` cannot be read; `reason` says why (not a regular file,
    /// permissions).
    case unreadableFile(module: String, path: String, reason: String)
    /// The file found for `module` at `path` is not Lua source text; `reason` says why.
    case notText(module: String, path: String, reason: String)
    /// The module's file under a root is a symbolic link (or under one) that leads outside the root.
    case outsideRoot(module: String, path: String)

    /// `error loading module 'name': reason`.
    var description: String {
        switch self {
        case .invalidName(let module):
            "error loading module '\(module)': the name is not a dot-separated list of file names"
        case .unreadableFile(let module, let path, let reason):
            "error loading module '\(module)': cannot read the module file \(path) (\(reason))"
        case .outsideRoot(let module, let path):
            "error loading module '\(module)': '\(path)' leads out of the script root (a symbolic link to a file outside it)"
        case .notText(let module, let path, let reason):
            "error loading module '\(module)': \(path): not a Lua source file (\(reason))"
        }
    }
}
