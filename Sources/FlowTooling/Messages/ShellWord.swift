/// Text as one POSIX shell word, for the commands flowrun suggests (the replay line of a `--record` file, of an
/// explore finding): pasted into a shell, a path holding `$(...)`, backquotes, spaces or quotes stays one
/// literal argument and runs nothing.
public enum ShellWord {
    /// `text` as it is when it holds only characters no shell gives a meaning to, else in single quotes (a
    /// single quote inside written `'\''`).
    public static func quoted(_ text: String) -> String {
        let safe = !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_./:=+,@%".contains($0)) }
        return safe ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
