import Foundation

/// A key that appears twice in one JSON object. JSONDecoder keeps the last silently, so a project file's
/// second `"roots"` would replace the first without a word; this finds it, with where it is.
struct JSONDuplicateKey: Equatable {
    /// The key, decoded (`"\u0061"` and `"a"` are the same key).
    let key: String
    /// The 1-based line and column of the second occurrence's opening quote.
    let line: Int
    let column: Int

    /// The first key repeated within one object of `data`, which must be valid JSON; nil when none is.
    static func first(in data: Data) -> JSONDuplicateKey? {
        let bytes = [UInt8](data)
        // One entry per open container: the keys seen so far for an object, nil for an array.
        var open: [Set<String>?] = []
        var expectingKey = false
        var (line, lineStart) = (1, 0)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
                lineStart = index + 1
            case UInt8(ascii: "{"):
                open.append([])
                expectingKey = true
            case UInt8(ascii: "["):
                open.append(nil)
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                _ = open.popLast()
                expectingKey = false
            case UInt8(ascii: ","):
                expectingKey = open.last.map { $0 != nil } ?? false
            case UInt8(ascii: "\""):
                let start = index
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                if expectingKey, var keys = open.last ?? nil {
                    let literal = Data(bytes[start...min(index, bytes.count - 1)])
                    let key = (try? JSONDecoder().decode(String.self, from: literal)) ?? String(decoding: literal, as: UTF8.self)
                    if keys.contains(key) {
                        return JSONDuplicateKey(key: key, line: line, column: start - lineStart + 1)
                    }
                    keys.insert(key)
                    open[open.count - 1] = keys
                    expectingKey = false
                }
            default:
                break
            }
            index += 1
        }
        return nil
    }
}
