import Foundation

/// The sandbox's rule for what a script file may hold: UTF-8 text, never a precompiled chunk (which starts
/// with ESC) or other binary data.
enum LuaText {
    /// Why `bytes` are not Lua source text, or nil when they are.
    static func problem(_ bytes: Data) -> LuaTextProblem? {
        var text = bytes[...]
        if text.starts(with: [0xEF, 0xBB, 0xBF]) { text = text.dropFirst(3) }
        if text.first == 0x1B { return .precompiled }
        if let offset = text.firstIndex(of: 0) { return .nulByte(offset: offset - bytes.startIndex) }
        if String(validating: text, as: UTF8.self) == nil { return .notUTF8 }
        return nil
    }
}
