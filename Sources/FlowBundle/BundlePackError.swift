import FlowScript
import FlowStore
import LuaHost

/// Why a project's flows could not be packed into a bundle. Each case names the file (and line) at fault.
public enum BundlePackError: Error, CustomStringConvertible {
    /// A flow file cannot be read; `code` is the system's error number.
    case unreadable(path: String, code: Int32)
    /// A flow file is a folder, FIFO or device.
    case notAFile(path: String, kind: String)
    /// A flow file holds more bytes than a bundle takes.
    case tooLarge(path: String, limit: Int)
    /// A flow file is a symbolic link: a bundle holds the files themselves, never links.
    case link(path: String)
    /// A flow file is not Lua source text (a precompiled chunk, binary data, not UTF-8).
    case notText(path: String, problem: LuaTextProblem)
    /// A `require` names a module no script root holds.
    case moduleNotFound(path: String, line: Int?, module: String, searched: [String])
    /// A `require` names something that is not a dot-separated list of file names.
    case invalidModuleName(path: String, line: Int, module: String)
    /// `app.<module>` names a module the host does not register.
    case unknownModule(path: String, line: Int, module: String, modules: [String])
    /// `app.<module>.<name>` names a member the module does not declare.
    case undeclaredBinding(path: String, line: Int, module: String, name: String)
    /// `app.events.on` names an event no module declares.
    case unknownEvent(path: String, line: Int?, event: String)
    /// The app id is not letters, digits, `.`, `-` and `_`.
    case badAppID(value: String)
    /// The in-memory state the flow loads over could not be made.
    case state(AppStateStoreError)
    /// The recording `app` could not be set up in the flow's Lua state.
    case recorder(LuaError)
    /// The entry flow does not load (a syntax error, not a flow, a module that did not launch).
    case load(FlowLaunchError)
    /// The entry flow loads but its start fails.
    case start(FlowDriverError)

    /// One line naming the file and line.
    public var description: String {
        switch self {
        case .unreadable(let path, let code):
            "\(path): cannot read the flow (\(POSIXReason.words(code).lowercased()))"
        case .notAFile(let path, let kind):
            "\(path): not a flow file but \(kind)"
        case .tooLarge(let path, let limit):
            "\(path): more than \(limit >> 20) MiB, more than a bundle takes of one flow file"
        case .link(let path):
            "\(path) is a symbolic link; a bundle holds files, never links (copy the file into the project)"
        case .notText(let path, let problem):
            "\(path): not Lua source (\(problem)); a bundle holds text chunks only"
        case .moduleNotFound(let path, let line, let module, let searched):
            "\(path)\(line.map { ":\($0)" } ?? ""): require '\(module)': no script root holds it (searched: \(searched.joined(separator: ", ")))"
        case .invalidModuleName(let path, let line, let module):
            "\(path):\(line): require '\(ControlEscapes.escaped(module))': not a dot-separated list of file names"
        case .unknownModule(let path, let line, let module, let modules):
            "\(path):\(line): app.\(module) is not a registered module (modules: \(modules.joined(separator: ", ")))"
        case .undeclaredBinding(let path, let line, let module, let name):
            "\(path):\(line): app.\(module).\(name) is not declared by module '\(module)'"
        case .unknownEvent(let path, let line, let event):
            "\(path)\(line.map { ":\($0)" } ?? ""): event '\(ControlEscapes.escaped(event))' is declared by no registered module"
        case .badAppID(let value):
            "app id '\(ControlEscapes.escaped(value))': use letters, digits, '.', '-' and '_', such as org.example.app"
        case .state(let error):
            "no in-memory state to load the flow over: \(error)"
        case .recorder(let error):
            "cannot watch the flow load: \(error)"
        case .load(let error):
            "the flow does not load: \(error)"
        case .start(let error):
            "the flow does not start: \(error)"
        }
    }
}
