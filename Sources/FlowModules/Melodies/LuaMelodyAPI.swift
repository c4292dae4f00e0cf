import FlowScript
import FlowCore
import LuaHost

/// A melodies API written in Lua: a table whose `fetch()` returns a list of `{ id, title, artist }`,
/// or `nil, message` (`nil, app.melodies.no_network` for no connection), or raises.
///
/// The launch's `no_network` token (compared by identity) becomes `MelodyServiceError.noNetwork`; any other
/// second result, message or raised error becomes
/// `unknownError` with it (M2). A result of another shape, a timeout or the memory limit is the
/// script's fault: it is also reported to the app's pending work, so the event fails with it.
final class LuaMelodyAPI: MelodyRemoteFetching {
    private let fetchFunction: ScriptFunction
    /// `app.melodies.no_network` of the launch the api belongs to.
    private let noNetwork: LuaValue
    private let pendingWork: PendingWork
    /// Names the function in failures, as the flow gave it: `melodies.list api.fetch`.
    private let source: String

    /// Calls `fetch`, naming it `source` in failures; `noNetwork` is the launch's token for no connection.
    init(fetch: ScriptFunction, noNetwork: LuaValue, source: String, pendingWork: PendingWork) {
        self.fetchFunction = fetch
        self.noNetwork = noNetwork
        self.pendingWork = pendingWork
        self.source = source
    }

    /// Calls `fetch()`.
    /// - Throws: `MelodyServiceError`.
    func fetchMelodies() async throws -> [Melody] {
        let results: [LuaValue]
        do {
            results = try fetchFunction.results()
        } catch {
            if LuaCallback.isLimit(error) {
                pendingWork.report(FlowScriptError.callbackFailed(error), from: source)
            }
            throw MelodyServiceError.unknownError(reason: FlowScriptError.located(error))
        }
        let result = results.first ?? .nil
        if result == .nil {
            let second = results.dropFirst().first ?? .nil
            if second != .nil, second == noNetwork { throw MelodyServiceError.noNetwork }
            throw MelodyServiceError.unknownError(reason: second.stringValue ?? "fetch returned nil")
        }
        guard let list = try Self.list(result) else { throw fault(got: result.scriptTypeName) }
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
            function: MelodiesModule.fetch.name, expected: "list of { id, title, artist } or nil, message", got: got)
        pendingWork.report(fault, from: source)
        return .unknownError(reason: fault.description)
    }

    /// The sequence `value[1]...value[n]`, or nil when `value` is not a table holding exactly that.
    private static func list(_ value: LuaValue) throws -> [LuaValue]? {
        guard case .table(let table) = value else { return nil }
        let entries = try table.pairs()
        var list = [LuaValue](repeating: .nil, count: entries.count)
        for (key, element) in entries {
            guard let index = key.intValue, list.indices.contains(index - 1) else { return nil }
            list[index - 1] = element
        }
        return list
    }

    /// A string, or an integer as its digits.
    private static func text(_ value: LuaValue) -> String? {
        value.stringValue ?? value.intValue.map(String.init)
    }
}
