/// Why ``ScriptSource`` could not read a script file. The flow's loader and `require` word it as theirs:
/// a flow file is the user's argument, a module file what a script asked for.
enum ScriptSourceError: Error {
    /// No file exists at `path`.
    case missing(path: String)
    /// The file at `path` exists but could not be read; `reason` says why (a folder, not a regular file,
    /// permissions).
    case unreadable(path: String, reason: String)
    /// The file at `path` is not Lua source text: binary data, a precompiled chunk or invalid UTF-8.
    case notText(path: String, reason: String)
    /// The file at `path` lies outside the script root it was looked up in (a symbolic link leads out).
    case outsideRoot(path: String)

    /// The error of the flow file.
    var flowError: FlowScriptError {
        switch self {
        case .missing(let path): .missingFile(path: path)
        case .unreadable(let path, let reason): .unreadableFile(path: path, reason: reason)
        case .notText(let path, let reason): .notText(path: path, reason: reason)
        // A flow file is given by the user, never confined to a root.
        case .outsideRoot(let path): .unreadableFile(path: path, reason: "it leads out of the script root")
        }
    }
}
