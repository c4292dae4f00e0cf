import Foundation
import LuaHost

/// Why a flow script could not load or run; `path:line: message` where a line is known.
///
/// Errors raised by the script itself print as Lua prints them, followed (on further lines, as `lua`
/// does) by a traceback of the script's own frames: Swift and C frames are left out.
public enum FlowScriptError: Error, CustomStringConvertible {
    /// The Lua state could not be created (not enough memory).
    case stateUnavailable(LuaError)
    /// No file exists at `path`.
    case missingFile(path: String)
    /// The file at `path` exists but could not be read; `reason` says why (a folder, not a regular file,
    /// permissions).
    case unreadableFile(path: String, reason: String)
    /// The file at `path` is not Lua source text: binary data, a precompiled chunk or invalid UTF-8.
    case notText(path: String, reason: String)
    /// The flow file, or a module it requires while loading, does not compile.
    case syntax(LuaError)
    /// Running the flow file's chunk raised an error (before `start`).
    case loadFailed(LuaError)
    /// The flow file at `path` returned `returned` instead of a function or a table with `start`.
    case notAFlow(path: String, returned: String)
    /// The flow's `start` raised an error.
    case startFailed(LuaError)
    /// The flow file at `path` reached the Lua state's memory limit of `limit` bytes (`nil`: the system ran
    /// out) while it loaded (its chunk, or a module it required, ran) or, without `whileLoading`, in `start`.
    case memoryExhausted(path: String, limit: Int?, whileLoading: Bool)
    /// A flow callback (an option such as `on_login`, a button's action, an event handler) or a service
    /// written in Lua raised an error while the app ran it.
    case callbackFailed(LuaError)

    /// Whether the error happened while loading (CLI exit 2) rather than while running (exit 1).
    public var isLoadError: Bool {
        switch self {
        case .stateUnavailable, .missingFile, .unreadableFile, .notText, .syntax, .loadFailed, .notAFlow:
            true
        case .memoryExhausted(_, _, let whileLoading):
            whileLoading
        case .startFailed, .callbackFailed:
            false
        }
    }

    /// The located message, then the script's traceback for errors raised while running.
    public var description: String {
        switch self {
        case .stateUnavailable(let error):
            "cannot create the flow's Lua state: \(Self.located(error))"
        case .missingFile(let path):
            "\(path): no such flow file"
        case .unreadableFile(let path, let reason):
            "\(path): cannot read the flow file (\(reason))"
        case .notText(let path, let reason):
            "\(path): not a Lua source file (\(reason))"
        case .syntax(let error):
            Self.located(error)
        case .notAFlow(let path, let returned):
            "\(path): a flow file must return a function(app) or a table with start(app), but it returned \(returned)"
        case .loadFailed(let error), .startFailed(let error), .callbackFailed(let error):
            Self.located(error) + Self.scriptTraceback(of: error)
        case .memoryExhausted(let path, let limit, let whileLoading):
            "\(path): not enough memory" + (limit.map { " (limit \(Self.size($0)))" } ?? "")
                + (whileLoading ? " while loading" : "")
        }
    }

    /// `64 MiB`, `512 KiB`, or `1000 bytes` when the limit is not a whole number of either.
    static func size(_ bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }

    /// The message with its `file:line: ` in front when Lua did not put it there itself.
    public static func located(_ error: LuaError) -> String {
        guard let location = error.location, !error.message.hasPrefix("\(location.source):") else {
            return error.message
        }
        return "\(location): \(error.message)"
    }

    /// `\nstack traceback:` and the frames of script code, or nothing when no script frame was recorded.
    /// C frames (`[C]: in ?`, Swift functions bound to Lua) and `require`'s own wrapper of module loaders
    /// say nothing a script author can act on.
    static func scriptTraceback(of error: LuaError) -> String {
        guard let traceback = error.traceback else { return "" }
        let frames = traceback.split(separator: "\n").dropFirst()
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter {
                !$0.hasPrefix("[C]") && !$0.hasPrefix("(...") && !$0.hasPrefix(ScriptModuleSearcher.cycleGuardName)
                    && !$0.isEmpty
            }
        guard !frames.isEmpty else { return "" }
        return "\nstack traceback:" + frames.map { "\n\t" + $0 }.joined()
    }
}
