/// The snapshots of one spec file, as `__snapshots__/<spec file name>.snap` beside it keeps them: a text file
/// meant to be read in review and diffed line by line.
///
/// ```text
/// # FlowSpec snapshots of login_spec.lua, checked by `flowrun test`.
/// # `flowrun test --update-snapshots` records new and changed ones; review them as code.
///
/// snapshot "Login #login L2 bad credentials show Login Failed" #1
/// | screen login
/// | title "Login"
/// |
/// | alert "Login Failed"
///
/// snapshot "Login #login L2 bad credentials show Login Failed" "after OK"
/// |"a line ending in a space "
/// ```
///
/// A header names the scenario (its full name) and the snapshot (`#N`, the Nth unnamed one, or the name the
/// spec gave); the lines after it starting with `|` are its text: `| text` as it is, `|` alone an empty line,
/// `|"..."` a quoted line (one with control characters or a space at its end, which editors would strip).
/// Blank lines and `#` comments between snapshots are ignored.
struct SnapshotFile: Equatable, Sendable {
    /// The folder beside a spec file that holds its snapshot file.
    static let folderName = "__snapshots__"
    /// How a snapshot file's name ends, after the spec file's name.
    static let suffix = ".snap"

    /// The snapshots, in the file's order.
    private(set) var entries: [SnapshotEntry]

    /// A file holding `entries`.
    init(entries: [SnapshotEntry] = []) {
        self.entries = entries
    }

    /// The snapshot file of the spec file `specFile`, spelled the way the spec file is.
    static func path(forSpec specFile: String) -> String {
        let slash = specFile.lastIndex(of: "/")
        let folder = slash.map { String(specFile[...$0]) } ?? ""
        let name = slash.map { String(specFile[specFile.index(after: $0)...]) } ?? specFile
        return folder + folderName + "/" + name + suffix
    }

    /// The lines of `text`, split at each line feed alone: a carriage return before one stays in its line, as
    /// any other character does (Swift's `Character` would take `\r\n` as one, and split nothing there).
    static func lines(of text: String) -> [String] {
        text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map {
            String(String.UnicodeScalarView($0))
        }
    }

    /// The entry stored under `key`, if any.
    func entry(_ key: SnapshotKey) -> SnapshotEntry? {
        entries.first { $0.key == key }
    }

    // MARK: - Reading

    /// Parses the text of the snapshot file at `path`. Lines may end in `\r\n` (a checkout that converted them),
    /// and a byte order mark an editor added is skipped.
    /// - Throws: ``SnapshotFileError/corrupt(path:line:reason:)`` at the first line that breaks the format.
    init(parsing text: String, path: String) throws(SnapshotFileError) {
        let text = text.unicodeScalars.first == "\u{FEFF}" ? String(text.unicodeScalars.dropFirst()) : text
        var entries: [SnapshotEntry] = []
        var firstLines: [SnapshotKey: Int] = [:]
        var header: (key: SnapshotKey, line: Int)?
        var textLines: [String] = []

        func finish() throws(SnapshotFileError) {
            guard let open = header else { return }
            guard !textLines.isEmpty else {
                throw .corrupt(path: path, line: open.line, reason: "snapshot \(open.key) has no text lines "
                    + "after it (each line of a snapshot starts with |; an empty text is one line holding |)")
            }
            entries.append(SnapshotEntry(key: open.key, text: textLines.joined(separator: "\n"), line: open.line))
            header = nil
            textLines = []
        }

        var lines = Self.lines(of: text)
        if lines.last == "" {
            lines.removeLast()
        }
        for (offset, rawLine) in lines.enumerated() {
            let number = offset + 1
            let line = Substring(rawLine.unicodeScalars.last == "\r" ? String(rawLine.unicodeScalars.dropLast()) : rawLine)
            if line.hasPrefix("|") {
                guard header != nil else {
                    throw .corrupt(path: path, line: number, reason: "a text line (|) comes before any snapshot header")
                }
                textLines.append(try Self.textLine(line, path: path, number: number))
                continue
            }
            try finish()
            if line.allSatisfy({ $0 == " " || $0 == "\t" }) || line.hasPrefix("#") {
                continue
            }
            let key = try Self.header(line, path: path, number: number)
            if let first = firstLines[key] {
                throw .corrupt(path: path, line: number, reason: "snapshot \(key) is stored twice (first at line \(first))")
            }
            firstLines[key] = number
            header = (key, number)
        }
        try finish()
        self.entries = entries
    }

    /// The text of a `|` line.
    private static func textLine(_ line: Substring, path: String, number: Int) throws(SnapshotFileError) -> String {
        let rest = line.dropFirst()
        if rest.isEmpty {
            return ""
        }
        if rest.hasPrefix(" ") {
            return String(rest.dropFirst())
        }
        guard rest.hasPrefix("\"") else {
            throw .corrupt(path: path, line: number, reason: "after |, a text line holds a space and the text "
                + "(| text), a quoted text (|\"...\") or nothing")
        }
        let parsed: (value: String, rest: Substring)
        do {
            parsed = try SnapshotQuoting.unquoted(rest)
        } catch {
            throw .corrupt(path: path, line: number, reason: error.description)
        }
        guard parsed.rest.isEmpty else {
            throw .corrupt(path: path, line: number, reason: "the quoted text line goes on after its closing quote")
        }
        return parsed.value
    }

    /// The key of a header line, `snapshot "<scenario>" #N` or `snapshot "<scenario>" "<name>"`.
    private static func header(_ line: Substring, path: String, number: Int) throws(SnapshotFileError) -> SnapshotKey {
        let form = "snapshot \"<scenario>\" #<n> or snapshot \"<scenario>\" \"<name>\""
        func corrupt(_ problem: String) -> SnapshotFileError {
            .corrupt(path: path, line: number, reason: "a header reads \(form): \(problem)")
        }
        // The file's own text is never quoted back: whatever the file holds reaches no report, console or
        // spec (which could read a failure's message through pcall), only where it breaks the format.
        guard line.hasPrefix("snapshot ") else {
            throw .corrupt(path: path, line: number, reason: "expected a header (\(form)), a text line starting "
                + "with |, a # comment or a blank line")
        }
        let scenario: (value: String, rest: Substring)
        do {
            scenario = try SnapshotQuoting.unquoted(line.dropFirst("snapshot ".count))
        } catch {
            throw corrupt("the scenario's name: \(error)")
        }
        guard scenario.rest.hasPrefix(" ") else {
            throw corrupt("one space follows the scenario's quoted name, then the snapshot's #number or quoted name")
        }
        let labelText = scenario.rest.dropFirst()
        if labelText.hasPrefix("#") {
            guard let ordinal = Int(labelText.dropFirst()), ordinal >= 1 else {
                throw corrupt("after # comes a snapshot number (#1, #2, ...)")
            }
            return SnapshotKey(scenario: scenario.value, label: .ordinal(ordinal))
        }
        let name: (value: String, rest: Substring)
        do {
            name = try SnapshotQuoting.unquoted(labelText)
        } catch {
            throw corrupt("the snapshot's name: \(error)")
        }
        guard name.rest.allSatisfy({ $0 == " " }) else {
            throw corrupt("the line goes on after the snapshot's name")
        }
        return SnapshotKey(scenario: scenario.value, label: .named(name.value))
    }

    // MARK: - Writing

    /// The file's text: a comment naming `specName`, then each snapshot after a blank line.
    func rendered(specName: String) -> String {
        var lines = [
            "# FlowSpec snapshots of \(specName), checked by `flowrun test`.",
            "# `flowrun test --update-snapshots` records new and changed ones; review them as code.",
        ]
        for entry in entries {
            lines.append("")
            lines.append("snapshot \(entry.key)")
            for line in Self.lines(of: entry.text) {
                if line.isEmpty {
                    lines.append("|")
                } else if SnapshotQuoting.isRaw(line) {
                    lines.append("| " + line)
                } else {
                    lines.append("|" + SnapshotQuoting.quoted(line))
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// This file with `changes` applied and its snapshots in order: scenarios as `scenarioOrder` declares them
    /// (snapshots of other names after, as they were), each scenario's snapshots in the order the run checked
    /// them, then those it did not check as the file held them.
    func applying(_ changes: SnapshotChanges, scenarioOrder: [String]) -> SnapshotFile {
        var texts: [SnapshotKey: String] = [:]
        var held: [SnapshotKey: Int] = [:]
        for (position, entry) in entries.enumerated() where !changes.removals.contains(entry.key) {
            texts[entry.key] = entry.text
            held[entry.key] = position
        }
        for write in changes.writes where texts[write.key] == nil || write.replaces {
            // A snapshot another run recorded meanwhile stays: only an update replaces a stored text.
            texts[write.key] = write.text
        }
        var checked: [SnapshotKey: Int] = [:]
        for (position, key) in changes.checked.enumerated() where checked[key] == nil {
            checked[key] = position
        }
        var rank: [String: Int] = [:]
        for (position, name) in scenarioOrder.enumerated() where rank[name] == nil {
            rank[name] = position
        }
        // Within a scenario: checked ones first, in the order checked, then the others in the file's order.
        func place(_ key: SnapshotKey) -> (Int, Int) {
            if let position = checked[key] { return (0, position) }
            return (1, held[key] ?? Int.max)
        }
        let keys = texts.keys.sorted { a, b in
            let (rankA, rankB) = (rank[a.scenario] ?? Int.max, rank[b.scenario] ?? Int.max)
            if rankA != rankB { return rankA < rankB }
            if a.scenario != b.scenario {
                return (held[a] ?? Int.max, a.scenario) < (held[b] ?? Int.max, b.scenario)
            }
            return place(a) < place(b)
        }
        let lines = Dictionary(entries.map { ($0.key, $0.line) }, uniquingKeysWith: { first, _ in first })
        return SnapshotFile(entries: keys.map { SnapshotEntry(key: $0, text: texts[$0]!, line: lines[$0] ?? 0) })
    }
}
