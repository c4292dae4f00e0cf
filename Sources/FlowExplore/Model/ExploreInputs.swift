import FlowScript
import Foundation

/// The input dictionary: what the explorer types into each field. Built-in values probe the edges (empty,
/// spaces, very long, unicode) and one plausible value per kind of field (guessed from its id and label);
/// an `--inputs` file adds the app's own, such as a demo account.
///
/// An inputs file has one value per line, `FIELD TEXT` (the rest of the line is the text, as in an events
/// file's `type`): `email agent@shield.org`. `*` as the field applies a value to every field. Blank lines and
/// lines starting with `#` are skipped.
public struct ExploreInputs: Sendable {
    /// The edge values every field gets.
    public static let builtIn: [ExploreInput] = [
        ExploreInput(label: "empty", text: ""),
        ExploreInput(label: "spaces", text: "   "),
        ExploreInput(label: "long", text: String(repeating: "x", count: 2000)),
        ExploreInput(label: "unicode", text: "Zoë 日本語 ☕ \u{200F}ا"),
    ]

    /// The app's own values: field id (or `*`) and value.
    public let own: [(field: String, input: ExploreInput)]

    /// The built-in values only.
    public init() {
        own = []
    }

    /// The built-in values and the app's own from an inputs file's text.
    /// - Parameters:
    ///   - text: The file's content.
    ///   - source: The file's path, for messages.
    /// - Throws: ``ExploreError/invalidInputs(source:line:reason:)`` for a line without a value.
    public init(text: String, source: String) throws(ExploreError) {
        var own: [(field: String, input: ExploreInput)] = []
        for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            guard let space = trimmed.firstIndex(of: " ") else {
                throw .invalidInputs(
                    source: source, line: offset + 1, reason: "'\(trimmed)' has a field but no text: write FIELD TEXT")
            }
            let field = String(trimmed[..<space])
            let value = String(trimmed[trimmed.index(after: space)...])
            own.append((field, ExploreInput(label: "inputs:\(offset + 1)", text: value)))
        }
        self.own = own
    }

    /// Reads an inputs file.
    /// - Throws: ``ExploreError/unreadableInputs(path:reason:)`` or ``ExploreError/invalidInputs(source:line:reason:)``.
    public init(contentsOf file: URL) throws(ExploreError) {
        let descriptor = open(file.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw .unreadableInputs(path: file.relativePath, reason: POSIXReason.words(errno))
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        let data: Data
        do {
            data = try handle.readToEnd() ?? Data()
        } catch {
            throw .unreadableInputs(path: file.relativePath, reason: POSIXReason.text(of: error))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .unreadableInputs(path: file.relativePath, reason: "it is not UTF-8 text")
        }
        try self.init(text: text, source: file.relativePath)
    }

    /// What to type into `field`, in order: the app's own values first, then the plausible one, then the edges.
    public func values(for field: ScreenField) -> [ExploreInput] {
        var values = own.filter { $0.field == field.id || $0.field == "*" }.map(\.input)
        values.append(Self.plausible(for: field))
        values += Self.builtIn
        var seen: Set<String> = []
        return values.filter { seen.insert($0.text).inserted }
    }

    /// The label of the value `field` holds: the input that typed it, `empty`, or `other` for text the
    /// explorer did not type (a flow's prefill), so fingerprints stay finite. A secure field shows only a
    /// mask, so its label is that of `typed`, the text last typed into it.
    func label(of field: ScreenField, typed: String?) -> String {
        if field.value.isEmpty { return "empty" }
        let text = field.isSecure ? typed : field.value
        return values(for: field).first { $0.text == text }?.label ?? "other"
    }

    /// A valid-looking value for the kind of field its id and label suggest.
    static func plausible(for field: ScreenField) -> ExploreInput {
        let name = (field.id + " " + field.label).lowercased()
        let text: String
        if name.contains("mail") {
            text = "user@example.com"
        } else if field.isSecure || name.contains("pass") {
            text = "Secret-123"
        } else if name.contains("phone") || name.contains("tel") {
            text = "+1 555 0100"
        } else if name.contains("url") || name.contains("link") {
            text = "https://example.com"
        } else if name.contains("age") || name.contains("count") || name.contains("number") {
            text = "42"
        } else {
            text = "Milk"
        }
        return ExploreInput(label: "plausible", text: text)
    }
}
