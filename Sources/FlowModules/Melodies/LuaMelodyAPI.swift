import FlowScript
import FlowCore
import LuaHost

/// A melodies API written in Lua: a table whose `fetch()` returns a list of `{ id, title, artist }`,
/// or `nil, message` (`nil, app.melodies.no_network` for no connection), or raises.
///
/// `no_network` becomes `MelodyServiceError.noNetwork`; any other message or raised error becomes
/// `unknownError` with it (M2). A result of another shape, a timeout or the memory limit is the
/// script's fault: it is also reported to the app's pending work, so the event fails with it.
final class LuaMelodyAPI: MelodyRemoteFetching {
    /// The message that means "no connection".
    static let noNetworkMessage = "no network"

    private let fetchFunction: LuaFunction
    private let pendingWork: PendingWork
    /// Names the function in failures, as the flow gave it: `melodies.list api.fetch`.
    private let source: String

    /// Takes `table`'s `fetch`.
    /// - Throws: ``AppBindingError/missingOption(_:function:expected:)`` when it has none,
    ///   ``AppBindingError/badOption(_:function:expected:got:)`` when it is not a function.
    init(table: LuaTable, option: String, function: String, pendingWork: PendingWork) throws {
        self.fetchFunction = try LuaServiceTable.function("fetch", of: table, option: option, function: function)
        self.pendingWork = pendingWork
        self.source = "\(function) \(option).fetch"
    }

    /// Calls `fetch()`.
    /// - Throws: `MelodyServiceError`.
    func fetchMelodies() async throws -> [Melody] {
        let results: [LuaValue]
        do {
            results = try LuaCallback.results(fetchFunction)
        } catch {
            if LuaCallback.isLimit(error) {
                pendingWork.report(FlowScriptError.callbackFailed(error), from: source)
            }
            throw MelodyServiceError.unknownError(reason: FlowScriptError.located(error))
        }
        let result = results.first ?? .nil
        if result == .nil {
            let message = results.dropFirst().first?.stringValue ?? "fetch returned nil"
            throw message == Self.noNetworkMessage ? MelodyServiceError.noNetwork : .unknownError(reason: message)
        }
        guard let list = try BindingOptions.list(result) else { throw fault(got: result.scriptTypeName) }
        return try list.enumerated().map { index, entry in
            guard case .table(let table) = entry,
                let id = try Self.text(table.rawGet("id")),
                let title = try table.rawGet("title").stringValue,
                let artist = try table.rawGet("artist").stringValue
            else {
                throw fault(got: "\(entry.scriptTypeName) at index \(index + 1) without id, title or artist")
            }
            return Melody(id: id, title: title, artist: artist)
        }
    }

    /// Reports a result of the wrong shape and returns the error that fails the fetch.
    private func fault(got: String) -> MelodyServiceError {
        let fault = AppBindingError.badResult(
            function: "fetch", expected: "list of { id, title, artist } or nil, message", got: got)
        pendingWork.report(fault, from: source)
        return .unknownError(reason: fault.description)
    }

    /// A string, or an integer as its digits.
    private static func text(_ value: LuaValue) -> String? {
        value.stringValue ?? value.intValue.map(String.init)
    }
}
