import Foundation
import LuaHost

/// Where `require` finds a script's modules: `name.lua` (dots become `/`) under the script roots, in
/// order. Installed after LuaHost's own searcher, which refuses names that could leave the roots
/// (`..`, `/`) before this one runs; the roots live here because the flow's folder is only known
/// when a flow loads.
final class ScriptModuleSearcher {
    /// The folders searched, in order.
    private var searched: [ScriptRoot]

    /// Creates a searcher over `roots`.
    init(roots: [URL]) {
        searched = roots.map(ScriptRoot.init)
    }

    /// The folders searched, in order.
    var roots: [URL] { searched.map(\.url) }

    /// Puts `root` first, unless it is searched already.
    func addFirst(_ root: URL) {
        let added = ScriptRoot(root)
        guard !searched.contains(where: { $0.standardizedPath == added.standardizedPath }) else { return }
        searched.insert(added, at: 0)
    }

    /// The chunk name of ``cycleGuard``, whose frames ``FlowScriptError`` leaves out of tracebacks.
    static let cycleGuardName = "[require]"

    /// Lua's `require` marks a module loaded only once its chunk has returned, so a module that requires
    /// itself through others would be searched and run again and again until the C stack overflows. Each
    /// loader is wrapped to keep the chain of modules being loaded (a to-be-closed variable pops it, on an
    /// error too) and to refuse a module already in it. Lua's functions are captured before any script
    /// runs, so a script cannot replace them. The chunk is called as the result of `unnamed` because a
    /// traceback names a frame after the variable it was called through; called so, the module's frame
    /// reads `in main chunk`, as it does without the wrapper. The chunk's argument is
    /// ``LuaState/sealedSetMetatable()``, so that requiring a module does not arm the `__concat` guard.
    private static let cycleGuard = """
        local setmetatable = ...
        local error, concat = error, table.concat
        local loading = {}
        local leave = setmetatable({}, { __close = function() loading[#loading] = nil end })
        local function unnamed(chunk) return chunk end
        return function(name, chunk)
          return function(...)
            for i = 1, #loading do
              if loading[i] == name then
                local cycle = concat(loading, " -> ", i) .. " -> " .. name
                error("circular require of '" .. name .. "' (" .. cycle .. ")", 3)
              end
            end
            loading[#loading + 1] = name
            local _ <close> = leave
            return unnamed(chunk)(...)
          end
        end
        """

    /// Appends the searcher to `package.searchers` of `state`.
    /// - Throws: ``LuaError`` when memory runs out.
    func install(in state: LuaState) throws {
        let package = try state.global("package", as: LuaTable.self)
        let searchers = try package.get("searchers", as: LuaTable.self)
        let guarded = try state.load(Self.cycleGuard, name: "=" + Self.cycleGuardName)
            .call(state.sealedSetMetatable(), returning: LuaFunction.self)
        // Weak: the function lives in the state, which must not keep itself alive.
        let searcher = try state.function(named: "require") { [weak state, self] arguments -> LuaMultipleResults in
            let name = try arguments.string(1)
            guard let state else { return LuaMultipleResults([]) }
            return try self.search(name, in: state, guarded: guarded)
        }
        try searchers.rawSet(searchers.rawLength + 1, searcher)
    }

    /// A searcher's answer for module `name`: its loader (wrapped by `guarded`, see ``cycleGuard``) and file,
    /// or the files tried.
    private func search(_ name: String, in state: LuaState, guarded: LuaFunction) throws -> LuaMultipleResults {
        // LuaHost's searcher, which runs first, refuses such names too; a script calling this one
        // directly from package.searchers must not get around it.
        let components = name.split(separator: ".", omittingEmptySubsequences: false)
        guard components.allSatisfy({ !$0.isEmpty && $0.allSatisfy(Self.isNameCharacter) }) else {
            throw ScriptModuleError.invalidName(module: name)
        }
        let relative = components.joined(separator: "/") + ".lua"
        var tried: [String] = []
        for root in searched {
            let path = root.shownDirectory + relative
            let source: String
            do {
                source = try ScriptSource.read(
                    atPath: root.directory + relative, shownAs: path, confinedTo: root.resolvedPath)
            } catch .missing {
                tried.append("\n\tno file '\(path)'")
                continue
            } catch .unreadable(let path, let reason) {
                throw ScriptModuleError.unreadableFile(module: name, path: path, reason: reason)
            } catch .outsideRoot(let path) {
                throw ScriptModuleError.outsideRoot(module: name, path: path)
            } catch .notText(let path, let reason) {
                throw ScriptModuleError.notText(module: name, path: path, reason: reason)
            }
            let loader = try guarded.call(name, state.load(source, name: path), returning: LuaFunction.self)
            return LuaMultipleResults([.function(loader), .string(path)])
        }
        tried.append("\n\tno script root holds \(relative): add its folder to the roots (flowrun: --root DIR, or \"roots\" in flowhost.json)")
        return LuaMultipleResults([.string(tried.joined())])
    }

    private static func isNameCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || character == "_" || character == "-")
    }
}
