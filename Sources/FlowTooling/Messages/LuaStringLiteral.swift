/// Text written as Lua source: the one home of that format, for generated specs and the steps a coverage
/// report names in the DSL's words (`tap "Save"`).
public enum LuaStringLiteral {
    /// `text` as a Lua string literal: `"` and `\` escaped, control characters as three-digit `\ddd` escapes
    /// (a digit after one cannot extend it); other characters, UTF-8 included, as they are.
    public static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let digits = String(scalar.value)
                result += "\\" + String(repeating: "0", count: 3 - digits.count) + digits
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
