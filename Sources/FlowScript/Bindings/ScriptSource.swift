import Foundation

/// Reads Lua source files for the host: the flow file and the modules it requires.
enum ScriptSource {
    /// The path of `url` as the user gave it: relative to its base when it has one (so messages read
    /// `scripts/login.lua:42:`), absolute otherwise.
    static func displayPath(of url: URL) -> String {
        url.baseURL == nil ? url.path : url.relativePath
    }

    /// The text of the file at `url`, shown as `path` in errors. A UTF-8 byte order mark is dropped,
    /// and a first line starting with `#` (`#!/usr/bin/env flowrun`) is blanked, as `lua` does, keeping
    /// line numbers.
    /// - Throws: ``FlowScriptError/missingFile(path:)``, ``FlowScriptError/unreadableFile(path:reason:)``
    ///   or ``FlowScriptError/notText(path:reason:)``.
    static func read(_ url: URL, shownAs path: String) throws(FlowScriptError) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw .missingFile(path: path)
        }
        guard !isDirectory.boolValue else { throw .unreadableFile(path: path, reason: "it is a folder") }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadableFile(path: path, reason: (error as NSError).localizedDescription)
        }
        var bytes = Array(data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            bytes.removeFirst(3)
        }
        if bytes.first == 0x1B {
            throw .notText(path: path, reason: "a precompiled chunk or binary data")
        }
        if let offset = bytes.firstIndex(of: 0) {
            throw .notText(path: path, reason: "binary data: a NUL byte at offset \(offset)")
        }
        guard var text = String(validating: bytes, as: UTF8.self) else {
            throw .notText(path: path, reason: "not UTF-8 text")
        }
        if text.hasPrefix("#") {
            text = String(text[(text.firstIndex(of: "\n") ?? text.endIndex)...])
        }
        return text
    }
}
