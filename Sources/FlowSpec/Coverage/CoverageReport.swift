import FlowTooling
import Foundation
import FlowScript
import LuaHost

/// The reports of a run's coverage: LCOV (`lcov.info`), the console's per-file summary and the screen
/// coverage as text and JSON.
public struct CoverageReport: Sendable {
    /// The files the scenarios ran, sorted by display path.
    public let files: [FileCoverage]
    /// Screens seen and parts used.
    public let screens: ScreenUsage
    /// Files whose executable lines could not be read (gone or changed into something Lua cannot compile
    /// since they ran), with why: they are left out of the report.
    public let unreadable: [(path: String, reason: String)]

    /// Computes the report of `data`: each file's executable lines come from compiling its current text.
    /// - Parameter directory: The working directory, for display paths.
    public init(_ data: CoverageData, directory: URL) {
        var files: [FileCoverage] = []
        var unreadable: [(String, String)] = []
        let base = directory.standardizedFileURL.path + "/"
        for (path, hits) in data.hits {
            let display = path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
            do {
                let (executable, spans) = try Self.compiled(path, named: display)
                var file = FileCoverage(
                    path: path, displayPath: display, executableLines: executable.sorted(),
                    hits: hits.filter { executable.contains($0.key) })
                file.functions = Self.functions(spans, hits: hits)
                files.append(file)
            } catch {
                unreadable.append((display, "\(error)"))
            }
        }
        self.files = files.sorted { $0.displayPath < $1.displayPath }
        self.screens = data.screens
        self.unreadable = unreadable.sorted { $0.0 < $1.0 }
    }

    /// The lines of the file at `path` that hold code, and its functions, from compiling its current text.
    private static func compiled(_ path: String, named name: String) throws -> (Set<Int>, [LuaFunctionSpan]) {
        let source = try String(contentsOfFile: path, encoding: .utf8)
        let state = try LuaState()
        defer { state.close() }
        let bytecode = try state.load(source, name: name).bytecode(name: name)
        return (try LuaExecutableLines.lines(of: bytecode), try LuaExecutableLines.functions(of: bytecode))
    }

    /// `spans` as function coverage, named by line, each counted by the most scenarios that ran a line of its
    /// own (its `end` line when it has none).
    private static func functions(_ spans: [LuaFunctionSpan], hits: [Int: Int]) -> [FunctionCoverage] {
        var onLine: [Int: Int] = [:]
        return spans.map { span in
            onLine[span.firstLine, default: 0] += 1
            let count = onLine[span.firstLine] ?? 1
            let name = "function@\(span.firstLine)" + (count > 1 ? "#\(count)" : "")
            let lines = span.lines.isEmpty ? [span.lastLine] : span.lines
            return FunctionCoverage(
                line: span.firstLine, name: name, hits: lines.map { hits[$0] ?? 0 }.max() ?? 0,
                lines: span.lines.sorted())
        }
    }

    // MARK: - LCOV

    /// The report in LCOV's tracefile format, as `genhtml` reads it: for each file its function records
    /// (`FN:line,name`, `FNDA:count,name`, `FNF`, `FNH`), its `DA:line,count` records (count: the scenarios
    /// that ran the line), `LF` and `LH`.
    public var lcov: String {
        var text = ""
        for file in files {
            text += "TN:\nSF:\(file.path)\n"
            for function in file.functions {
                text += "FN:\(function.line),\(function.name)\n"
            }
            for function in file.functions {
                text += "FNDA:\(function.hits),\(function.name)\n"
            }
            text += "FNF:\(file.functions.count)\nFNH:\(file.functionHitCount)\n"
            for line in file.executableLines {
                text += "DA:\(line),\(file.hits[line] ?? 0)\n"
            }
            text += "LF:\(file.lineCount)\nLH:\(file.hitCount)\nend_of_record\n"
        }
        return text
    }

    // MARK: - Console

    /// The per-file summary: lines run and executable, and their percentage, with a total; then the screen
    /// summary.
    public var summary: String {
        var rows = files.map { ($0.displayPath, $0.hitCount, $0.lineCount) }
        rows.append(("total", files.reduce(0) { $0 + $1.hitCount }, files.reduce(0) { $0 + $1.lineCount }))
        let width = rows.map(\.0.count).max() ?? 0
        let counts = rows.map { "\($0.1)/\($0.2)" }
        let countWidth = counts.map(\.count).max() ?? 0
        var lines = ["Coverage: lines of the flows the scenarios ran"]
        for (row, count) in zip(rows, counts) {
            let name = row.0.padding(toLength: width, withPad: " ", startingAt: 0)
            let padded = String(repeating: " ", count: countWidth - count.count) + count
            let percent = Self.percent(row.1, of: row.2)
            lines.append("  \(name)  \(padded)  " + String(repeating: " ", count: max(0, 6 - percent.count)) + percent)
        }
        for (path, reason) in unreadable {
            lines.append("  \(path): left out, its lines cannot be read: \(reason)")
        }
        let kinds = screens.kinds.values
        let used = kinds.reduce(0) { $0 + $1.usedCount }
        let parts = kinds.reduce(0) { $0 + $1.partCount }
        lines.append("Screens: \(kinds.count) seen, \(used)/\(parts) buttons, rows and alert actions used "
            + "(\(Self.percent(used, of: parts)))")
        return lines.joined(separator: "\n")
    }

    /// `part` of `whole` as a percentage with one decimal, `-` for nothing to cover.
    static func percent(_ part: Int, of whole: Int) -> String {
        guard whole > 0 else { return "-" }
        return String(format: "%.1f%%", Double(part) * 100 / Double(whole))
    }

    // MARK: - Screens

    /// Screen coverage as text: for each screen kind, sorted by name, what it showed and what no scenario
    /// used.
    public var screensText: String {
        var lines: [String] = []
        for name in screens.kinds.keys.sorted() {
            guard let kind = screens.kinds[name] else { continue }
            lines.append("\(name): \(kind.usedCount)/\(kind.partCount) used")
            let unused = kind.untappedButtons.map { "button \(Self.quoted($0))" }
                + kind.unselectedRows.map { "row \($0)" }
                + kind.untappedAlertActions.map { "alert \(Self.quoted($0.alert)): \(Self.quoted($0.action))" }
            lines.append(unused.isEmpty ? "  every part used" : "  never used: " + unused.joined(separator: ", "))
        }
        return lines.isEmpty ? "no screen was shown\n" : lines.joined(separator: "\n") + "\n"
    }

    /// Screen coverage as JSON: `{"screens": [{"screen", "buttons", "untapped_buttons", "rows",
    /// "selectable_rows", "unselected_rows", "alerts": [{"title", "actions", "untapped"}]}]}`, screens sorted
    /// by name; `rows` is the most rows shown, `selectable_rows` the numbers of those a scenario could select.
    public var screensJSON: String {
        let entries: [[String: Any]] = screens.kinds.keys.sorted().compactMap { name in
            guard let kind = screens.kinds[name] else { return nil }
            let alerts: [[String: Any]] = kind.alertActions.keys.sorted().map { title in
                let actions = kind.alertActions[title] ?? []
                let tapped = kind.tappedAlertActions[title] ?? []
                return ["title": title, "actions": actions, "untapped": actions.filter { !tapped.contains($0) }]
            }
            return [
                "screen": name, "buttons": kind.buttons, "untapped_buttons": kind.untappedButtons,
                "rows": kind.rowCount, "selectable_rows": kind.selectableRows.sorted(),
                "unselected_rows": kind.unselectedRows, "alerts": alerts,
            ]
        }
        let data = (try? JSONSerialization.data(
            withJSONObject: ["screens": entries], options: [.prettyPrinted, .sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// `text` as the DSL's `tap` names a button: a Lua string literal.
    private static func quoted(_ text: String) -> String {
        LuaStringLiteral.quoted(text)
    }
}
