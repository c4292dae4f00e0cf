/// Lays out transcript steps and screens as readable text lines.
///
/// A step's header is `[number] what`, its details are indented by four spaces. Screens list one part
/// a line, in the order the terminal draws them. Screens given here are printed as they are; the
/// transcript has masked them already.
///
/// The format is line-based, so what scripts and events put in titles, labels and values keeps to its
/// line: control characters are escaped (``ControlEscapes``: a line feed reads `\010`, an escape `\027`).
/// An error's message may span lines (a Lua traceback, several failures): its later lines are indented
/// under its first.
public enum TranscriptTextFormatter {
    /// The lines of `step`, without newlines.
    public static func lines(for step: TranscriptStep) -> [String] {
        var lines = [ControlEscapes.escaped(header(for: step))]
        for change in step.navigation ?? [] {
            lines.append(ControlEscapes.escaped("    navigation: \(change)"))
        }
        if step.kind == .error, let message = step.message {
            let errorLines = message.split(separator: "\n", omittingEmptySubsequences: false)
                .map { ControlEscapes.escaped(String($0)) }
            lines.append("    error: " + errorLines[0])
            lines += errorLines.dropFirst().map { String(repeating: " ", count: 11) + $0 }
        }
        if let screen = step.screen {
            lines += self.lines(for: screen).map { "    " + $0 }
        }
        return lines
    }

    /// The lines describing `screen`, one part a line, without indentation; control characters escaped.
    public static func lines(for screen: Screen) -> [String] {
        unescapedLines(for: screen).map { ControlEscapes.escaped($0) }
    }

    private static func unescapedLines(for screen: Screen) -> [String] {
        var lines = ["screen: \(screen.name) \"\(screen.title)\""]
        lines += screen.images.map { "image: \($0)" }
        lines += screen.labels.map { "label: \($0)" }
        for field in screen.fields {
            let traits = [field.label.isEmpty ? nil : field.label, field.isSecure ? "secure" : nil].compactMap { $0 }
            let suffix = traits.isEmpty ? "" : " (\(traits.joined(separator: ", ")))"
            lines.append("field \(field.id): \"\(field.value)\"\(suffix)")
        }
        for (index, row) in screen.rows.enumerated() {
            let detail = row.detail.map { " | \($0)" } ?? ""
            lines.append("row \(index + 1): \(row.title)\(detail)\(row.isEnabled ? "" : " (disabled)")")
        }
        if screen.isLoading {
            lines.append("loading")
        }
        for (index, button) in screen.buttons.enumerated() {
            lines.append("button \(index + 1): \(button.title)\(button.isEnabled ? "" : " (disabled)")")
        }
        if let alert = screen.alert {
            lines.append("alert: \(alert.title)" + (alert.message.isEmpty ? "" : " | \(alert.message)"))
            lines += alert.actions.map { "alert action: \($0.title)" }
        }
        return lines
    }

    private static func header(for step: TranscriptStep) -> String {
        let prefix = "[\(step.number)]"
        let line = step.line.map { "line \($0): " } ?? ""
        switch step.kind {
        case .start:
            return "\(prefix) start"
        case .event:
            return "\(prefix) \(line)\(step.event.map(String.init(describing:)) ?? "")"
        case .error:
            return "\(prefix) \(line)\(step.event.map(String.init(describing:)) ?? "error")"
        case .announcement:
            return "\(prefix) announce: \(step.message ?? "")"
        }
    }
}
