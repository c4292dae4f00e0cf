/// Checks LuaLS annotation lines (`---@class`, `---@field`, `---@param`, `---@return`, `---@type`, `---@alias`,
/// `---@meta`) the way the language server reads them: each line's shape, and that every type it names is a
/// built-in one or a class or alias the files declare. Stands in for LuaLS, which no registry here ships.
struct LuaLSAnnotationChecker {
    /// LuaLS's built-in type names.
    static let builtins: Set<String> = [
        "any", "nil", "boolean", "string", "number", "integer", "table", "function", "thread", "userdata", "unknown",
    ]

    /// The globals a `---@meta` file declares, as LuaLS finds them: `function name(` or `name =` at the start of
    /// a line (a declaration inside a block is indented, and a field is `a.b`).
    static func globals(in text: String) -> Set<String> {
        Set(text.split(separator: "\n").compactMap { line in
            (line.firstMatch(of: #/^function ([A-Za-z_][A-Za-z0-9_]*)\(/#)
                ?? line.firstMatch(of: #/^([A-Za-z_][A-Za-z0-9_]*) =/#)).map { String($0.1) }
        })
    }

    /// The problems found in `files` (name -> text), each `file:line: what`; empty when all is well.
    static func problems(in files: [(name: String, text: String)]) -> [String] {
        var declared = builtins
        for (_, text) in files {
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let words = line.split(separator: " ")
                if (words.first == "---@class" || words.first == "---@alias"), words.count > 1 {
                    declared.insert(String(words[1].split(separator: ":").first ?? ""))
                }
            }
        }
        var problems: [String] = []
        for (name, text) in files {
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.hasPrefix("---@") {
                var parser = Parser(text: Substring(line))
                if let problem = parser.annotation(declared: declared) {
                    problems.append("\(name):\(index + 1): \(problem): \(line)")
                }
            }
        }
        return problems
    }

    /// A recursive-descent reader of one annotation line.
    private struct Parser {
        var text: Substring
        var named: [String] = []

        init(text: Substring) {
            self.text = text
        }

        /// Nil when the line is well formed and names only `declared` types, else what is wrong.
        mutating func annotation(declared: Set<String>) -> String? {
            guard let tag = word() else { return "no tag" }
            switch tag {
            case "---@meta":
                return text.isEmpty ? nil : "text after @meta"
            case "---@class":
                guard skipSpace(), identifier(dotted: true) != nil else { return "no class name" }
                if text.hasPrefix(":") {
                    text.removeFirst()
                    _ = skipSpace()
                    guard let parent = identifier(dotted: true) else { return "no parent class" }
                    named.append(parent)
                }
            case "---@field", "---@param":
                guard skipSpace(), identifier(dotted: false) != nil else { return "no name" }
                if text.hasPrefix("?") { text.removeFirst() }
                guard skipSpace(), type() else { return "bad type" }
            case "---@return", "---@type":
                guard skipSpace(), type() else { return "bad type" }
            case "---@alias":
                guard skipSpace(), identifier(dotted: true) != nil, skipSpace(), type() else { return "bad alias" }
            default:
                return "unknown tag \(tag)"
            }
            // A description may follow, after a space.
            guard text.isEmpty || text.hasPrefix(" ") else { return "junk after the type: \(text)" }
            let undeclared = named.filter { !declared.contains($0) }
            return undeclared.isEmpty ? nil : "undeclared type \(undeclared.joined(separator: ", "))"
        }

        /// type := atom ('|' atom)*
        private mutating func type() -> Bool {
            guard atom() else { return false }
            while text.hasPrefix("|") {
                text.removeFirst()
                guard atom() else { return false }
            }
            return true
        }

        /// atom := (name | "string literal" | fun(params)[: type] | '(' type ')') ('[]' | '?')*
        private mutating func atom() -> Bool {
            if text.hasPrefix("\"") {
                text.removeFirst()
                guard let end = text.firstIndex(of: "\"") else { return false }
                text = text[text.index(after: end)...]
            } else if text.hasPrefix("fun(") {
                text.removeFirst(4)
                if !text.hasPrefix(")") {
                    repeat {
                        _ = skipSpace()
                        guard identifier(dotted: false) != nil else { return false }
                        if text.hasPrefix("?") { text.removeFirst() }
                        guard text.hasPrefix(": ") else { return false }
                        text.removeFirst(2)
                        guard type() else { return false }
                    } while consume(",")
                }
                guard consume(")") else { return false }
                if text.hasPrefix(": ") {
                    text.removeFirst(2)
                    guard type() else { return false }
                }
            } else if consume("(") {
                guard type(), consume(")") else { return false }
            } else {
                guard let name = identifier(dotted: true) else { return false }
                named.append(name)
            }
            while consume("[]") || consume("?") {}
            return true
        }

        private mutating func identifier(dotted: Bool) -> String? {
            let name = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" || (dotted && $0 == ".") }
            guard let first = name.first, !first.isNumber, name.last != "." else { return nil }
            text.removeFirst(name.count)
            return String(name)
        }

        private mutating func word() -> String? {
            let word = text.prefix { $0 != " " }
            guard !word.isEmpty else { return nil }
            text.removeFirst(word.count)
            return String(word)
        }

        private mutating func skipSpace() -> Bool {
            guard text.hasPrefix(" ") else { return false }
            while text.hasPrefix(" ") { text.removeFirst() }
            return true
        }

        private mutating func consume(_ token: String) -> Bool {
            guard text.hasPrefix(token) else { return false }
            text.removeFirst(token.count)
            return true
        }
    }
}
