/// Reads a Lua file's text for what it uses, without running it: the modules it `require`s by a literal name,
/// the members of `app.<module>` it names, and the events it subscribes to with `app.events.on("name", ...)`.
/// Comments and strings are skipped as Lua's own lexer skips them, so `-- app.items.x` is not a use.
struct LuaUseScanner {
    /// A use found, with its line.
    enum Use: Equatable {
        /// `require "name"` or `require("name")`.
        case require(String, line: Int)
        /// `app.module.member`.
        case binding(module: String, member: String, line: Int)
        /// `app.events.on("name"`.
        case event(String, line: Int)
    }

    private enum Token: Equatable {
        case name(String)
        case string(String)
        case symbol(Character)
    }

    /// The uses in `text`, in order.
    static func uses(in text: String) -> [Use] {
        let tokens = tokenize(Array(text.unicodeScalars))
        var uses: [Use] = []
        for index in tokens.indices {
            let (token, line) = tokens[index]
            func at(_ offset: Int) -> Token? {
                index + offset < tokens.count ? tokens[index + offset].token : nil
            }
            if token == .name("require") {
                if case .string(let name)? = at(1) {
                    uses.append(.require(name, line: line))
                } else if at(1) == .symbol("("), case .string(let name)? = at(2), at(3) == .symbol(")") {
                    uses.append(.require(name, line: line))
                }
            }
            guard token == .name("app"), at(1) == .symbol("."), case .name(let module)? = at(2),
                  at(3) == .symbol("."), case .name(let member)? = at(4)
            else { continue }
            // `x.app` is a field of something else, not the flow's app.
            if index > 0, tokens[index - 1].token == .symbol(".") || tokens[index - 1].token == .symbol(":") { continue }
            if module == "events" {
                if member == "on", at(5) == .symbol("("), case .string(let event)? = at(6) {
                    uses.append(.event(event, line: line))
                }
            } else if module != "nav" && module != "screen" {
                uses.append(.binding(module: module, member: member, line: line))
            }
        }
        return uses
    }

    /// Lua's tokens that matter here, each with its line: names, strings (their contents, escapes left as
    /// written) and one-character symbols; numbers and operators of more characters become symbols too.
    private static func tokenize(_ scalars: [Unicode.Scalar]) -> [(token: Token, line: Int)] {
        var tokens: [(token: Token, line: Int)] = []
        var index = 0
        var line = 1
        func peek(_ offset: Int = 0) -> Unicode.Scalar? {
            index + offset < scalars.count ? scalars[index + offset] : nil
        }
        /// The level of a long bracket starting at `index` (`[[` is 0, `[==[` is 2), or nil.
        func longBracketLevel() -> Int? {
            guard peek() == "[" else { return nil }
            var level = 0
            while peek(1 + level) == "=" { level += 1 }
            return peek(1 + level) == "[" ? level : nil
        }
        /// Skips a long bracket of `level` from its opening; returns its contents.
        func skipLong(_ level: Int) -> String {
            index += level + 2
            var contents = String.UnicodeScalarView()
            while index < scalars.count {
                if scalars[index] == "]" {
                    var equals = 0
                    while peek(1 + equals) == "=" { equals += 1 }
                    if equals == level && peek(1 + equals) == "]" {
                        index += level + 2
                        return String(contents)
                    }
                }
                if scalars[index] == "\n" { line += 1 }
                contents.append(scalars[index])
                index += 1
            }
            return String(contents)
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\n" {
                line += 1
                index += 1
            } else if scalar.properties.isWhitespace {
                index += 1
            } else if scalar == "-" && peek(1) == "-" {
                index += 2
                if let level = longBracketLevel() {
                    _ = skipLong(level)
                } else {
                    while index < scalars.count && scalars[index] != "\n" { index += 1 }
                }
            } else if scalar == "\"" || scalar == "'" {
                let start = line
                index += 1
                var contents = String.UnicodeScalarView()
                while index < scalars.count && scalars[index] != scalar && scalars[index] != "\n" {
                    if scalars[index] == "\\" && index + 1 < scalars.count {
                        contents.append(scalars[index])
                        index += 1
                        if scalars[index] == "\n" { line += 1 }
                    }
                    contents.append(scalars[index])
                    index += 1
                }
                index += 1
                tokens.append((.string(String(contents)), start))
            } else if let level = longBracketLevel() {
                let start = line
                tokens.append((.string(skipLong(level)), start))
            } else if scalar == "_" || scalar.properties.isAlphabetic && scalar.isASCII {
                var name = String.UnicodeScalarView()
                while let next = peek(), next == "_" || next.isASCII && (next.properties.isAlphabetic || ("0"..."9").contains(next)) {
                    name.append(next)
                    index += 1
                }
                tokens.append((.name(String(name)), line))
            } else if ("0"..."9").contains(scalar) {
                // A number, with its fraction and exponent: never a name or a `.` access.
                while let next = peek(), next.isASCII && (next.properties.isAlphabetic || ("0"..."9").contains(next) || next == ".") {
                    index += 1
                }
                tokens.append((.symbol("0"), line))
            } else {
                tokens.append((.symbol(Character(scalar)), line))
                index += 1
            }
        }
        return tokens
    }
}
