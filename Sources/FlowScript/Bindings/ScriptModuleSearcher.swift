import Foundation
import LuaHost

/// Where `require` finds a script's modules: `name.lua` (dots become `/`) under the script roots, in
/// order. Installed after LuaHost's own searcher, which refuses names that could leave the roots
/// (`..`, `/`) before this one runs; the roots live here because the flow's folder is only known
/// when a flow loads.
final class ScriptModuleSearcher {
    /// The folders searched, in order.
    private(set) var roots: [URL]

    /// Creates a searcher over `roots`.
    init(roots: [URL]) {
        self.roots = roots
    }

    /// Puts `root` first, unless it is searched already.
    func addFirst(_ root: URL) {
        guard !roots.contains(where: { $0.standardizedFileURL == root.standardizedFileURL }) else { return }
        roots.insert(root, at: 0)
    }

    /// Appends the searcher to `package.searchers` of `state`.
    /// - Throws: ``LuaError`` when memory runs out.
    func install(in state: LuaState) throws {
        let package = try state.global("package", as: LuaTable.self)
        let searchers = try package.get("searchers", as: LuaTable.self)
        // Weak: the function lives in the state, which must not keep itself alive.
        let searcher = try state.function(named: "require") { [weak state, self] arguments -> LuaMultipleResults in
            let name = try arguments.string(1)
            guard let state else { return LuaMultipleResults([]) }
            return try self.search(name, in: state)
        }
        try searchers.rawSet(searchers.rawLength + 1, searcher)
    }

    /// A searcher's answer for module `name`: its loader and file, or the files tried.
    private func search(_ name: String, in state: LuaState) throws -> LuaMultipleResults {
        // LuaHost's searcher, which runs first, refuses such names too; a script calling this one
        // directly from package.searchers must not get around it.
        let components = name.split(separator: ".", omittingEmptySubsequences: false)
        guard components.allSatisfy({ !$0.isEmpty && $0.allSatisfy(Self.isNameCharacter) }) else {
            throw ScriptModuleError.invalidName(module: name)
        }
        let relative = components.joined(separator: "/") + ".lua"
        var tried: [String] = []
        for root in roots {
            let file = root.appendingPathComponent(relative)
            let path = ScriptSource.displayPath(of: file)
            guard FileManager.default.fileExists(atPath: file.path) else {
                tried.append("\n\tno file '\(path)'")
                continue
            }
            let source: String
            do {
                source = try ScriptSource.read(file, shownAs: path)
            } catch {
                throw ScriptModuleError.unreadableFile(module: name, reason: error.description)
            }
            return LuaMultipleResults([.function(try state.load(source, name: path)), .string(path)])
        }
        return LuaMultipleResults([.string(tried.joined())])
    }

    private static func isNameCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || character == "_" || character == "-")
    }
}
