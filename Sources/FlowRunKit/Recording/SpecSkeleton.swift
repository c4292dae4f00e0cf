import FlowScript
import FlowTooling

/// The spec `--record-spec` writes: a scenario that launches the flow and takes the recorded steps as DSL
/// verbs (docs/Specs.md), with an `expect_screen` after each screen change and an `expect_announced` after
/// each announcement, under `exhaustive()`, ready to edit.
///
/// Secure fields' texts are not recorded: each is read from a `secrets` table at the top of the file, which
/// the spec's author fills in; until then the step fails, saying so.
struct SpecSkeleton {
    /// The flow's path as the spec's `launch` names it (see ``RecordedLaunchPath``).
    let flowPath: String
    /// Lines of comment put at the top of the file.
    let header: [String]

    private var body: [String] = []
    /// The secrets the steps read, in the order first typed: name, and the field typed into.
    private var secrets: [(name: String, field: String)] = []

    /// Creates a skeleton that launches `flowPath`; `header` lines become comments at the top. A flow whose
    /// start fails gets a scenario that fails where the session did, at `launch`.
    init(flowPath: String, header: [String]) {
        self.flowPath = flowPath
        self.header = header
        add("launch(\(Self.literal(flowPath)))")
        add("exhaustive()")
    }

    /// Notes what the launch showed and announced.
    mutating func launched(screenChange: String?, announcements: [Announcement]) {
        observe(screenChange: screenChange, announcements: announcements)
    }

    /// Adds `relaunch()`, then the checks for what the new launch showed and announced.
    mutating func relaunched(screenChange: String?, announcements: [Announcement]) {
        add("relaunch()")
        observe(screenChange: screenChange, announcements: announcements)
    }

    /// Adds the verb for `event`, then the checks for what it changed.
    /// - Parameters:
    ///   - event: The event, unmasked unless `secret` is given.
    ///   - secret: The placeholder standing for a secure field's text, which the step reads from `secrets`.
    ///   - screenChange: The module on top when the navigation stack changed.
    ///   - announcements: What the app announced.
    mutating func applied(
        _ event: FlowEvent, secret: SecretPlaceholder?, screenChange: String?, announcements: [Announcement]
    ) {
        if let secret, case .type(let fieldID, _) = event {
            if !secrets.contains(where: { $0.name == secret.name }) {
                secrets.append((secret.name, fieldID))
            }
            add("type(\(Self.literal(fieldID)), secret(\(Self.literal(secret.name))))")
        } else {
            add(Self.verb(for: event))
        }
        observe(screenChange: screenChange, announcements: announcements)
    }

    /// Notes, as a comment, an event that failed in the session and is left out.
    mutating func failed(_ maskedEvent: FlowEvent) {
        add("-- failed in the session, left out: \(ControlEscapes.escaped(Self.verb(for: maskedEvent)))")
    }

    /// The whole spec file.
    var text: String {
        var lines = header.map { "-- " + ControlEscapes.escaped($0) }
        if !secrets.isEmpty {
            lines += [
                "",
                "-- What was typed into secure fields is not recorded: fill it in here before running the spec.",
                "local secrets = {",
            ]
            lines += secrets.map { "  \(Self.key($0.name)) = nil, -- typed into field \(QuotedText.quoted($0.field))" }
            lines += [
                "}",
                "",
                "local function secret(name)",
                "  local text = secrets[name]",
                "  if text == nil then",
                "    error(\"fill in secrets.\" .. name .. \" at the top of this spec (secure text is not recorded)\", 2)",
                "  end",
                "  return text",
                "end",
            ]
        }
        lines += [
            "",
            "describe(\(Self.literal(flowPath)), function()",
            "  it(\"the recorded session\", function()",
        ]
        lines += body.map { "    " + $0 }
        lines += ["  end)", "end)", ""]
        return lines.joined(separator: "\n")
    }

    private mutating func add(_ line: String) {
        body.append(line)
    }

    private mutating func observe(screenChange: String?, announcements: [Announcement]) {
        if let screenChange {
            add("expect_screen(\(Self.literal(screenChange)))")
        }
        for announcement in announcements {
            let fields = announcement.fields.sorted { $0.key < $1.key }
                .map { "\(Self.key($0.key)) = \(Self.literal($0.value))" }
            let table = fields.isEmpty ? "" : ", { \(fields.joined(separator: ", ")) }"
            add("expect_announced(\(Self.literal(announcement.name))\(table))")
        }
    }

    /// The DSL verb taking `event`.
    private static func verb(for event: FlowEvent) -> String {
        switch event {
        case .tap(let title):
            // A button numbered among those sharing its title (`tap OK #2`) is `tap("OK", 2)`.
            if let number = ButtonReference(title).number {
                "tap(\(literal(ButtonReference(title).title)), \(number))"
            } else {
                "tap(\(literal(title)))"
            }
        case .type(let fieldID, let text): "type(\(literal(fieldID)), \(literal(text)))"
        case .select(let row): "select(\(row))"
        case .back: "back()"
        }
    }

    /// `name` as a table key: bare when it is a Lua name, else `["..."]`.
    private static func key(_ name: String) -> String {
        let isName = name.first.map { $0.isASCII && ($0.isLetter || $0 == "_") } == true
            && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
            && !luaKeywords.contains(name)
        return isName ? name : "[\(literal(name))]"
    }

    private static let luaKeywords: Set<String> = [
        "and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if", "in", "local",
        "nil", "not", "or", "repeat", "return", "then", "true", "until", "while",
    ]

    /// `value` as a Lua literal: a number or boolean as itself, anything else as a string of its text form.
    static func literal(_ value: FlowValue) -> String {
        switch value {
        case .boolean, .integer: value.announcedText
        case .number(let number) where number.isFinite: value.announcedText
        default: literal(value.announcedText)
        }
    }

    /// `text` as a Lua string literal (``LuaStringLiteral``).
    static func literal(_ text: String) -> String {
        LuaStringLiteral.quoted(text)
    }
}
