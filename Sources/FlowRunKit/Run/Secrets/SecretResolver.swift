import FlowScript
import FlowTerminal

/// Fills in the secret placeholders of an events run (``SecretPlaceholder``) as their events are reached:
/// from the environment variable the placeholder names, else by asking in the terminal without echo when
/// standard input is one. Each secret is asked for once and reused for every event naming it.
final class SecretResolver {
    private let environment: [String: String]
    /// Reads secrets typed at a prompt on stderr, or `nil` when standard input is not a terminal.
    private let terminal: TerminalLineReader?
    /// The secrets given so far, by environment variable name (which names the secret case-insensitively).
    private var secrets: [String: String] = [:]

    /// Creates a resolver.
    /// - Parameters:
    ///   - environment: The process's environment.
    ///   - terminal: Where to ask for a secret the environment lacks, or `nil` to never ask.
    init(environment: [String: String], terminal: TerminalLineReader?) {
        self.environment = environment
        self.terminal = terminal
    }

    /// `line` with its placeholder replaced by the secret, when it types a placeholder into a secure field of
    /// `screen` (the screen the event applies to); otherwise `line` as it is.
    /// - Throws: ``RunFailure/missingSecret(_:field:at:)`` when neither the environment nor the terminal gives
    ///   the secret (input ended at the prompt, or there is no terminal); ``RunFailure/terminal(_:)``.
    func resolve(_ line: FlowEventLine, on screen: Screen?) throws(RunFailure) -> FlowEventLine {
        guard case .type(let fieldID, let text) = line.event,
              let screen, screen.alert == nil,
              let field = screen.field(id: fieldID), field.isSecure,
              let placeholder = SecretPlaceholder(text: text, field: fieldID) else {
            return line
        }
        let key = placeholder.environmentVariable
        if let secret = secrets[key] ?? environment[key] {
            secrets[key] = secret
            return FlowEventLine(event: .type(fieldID: fieldID, text: secret), location: line.location)
        }
        guard let terminal else {
            throw .missingSecret(placeholder, field: fieldID, at: line.location)
        }
        let label = ControlEscapes.escaped(field.label.isEmpty ? fieldID : field.label)
        let secret: String?
        do {
            secret = try terminal.readSecureLine(prompt: "\(label) for \(line.location) (hidden): ")
        } catch {
            throw .terminal(error)
        }
        guard let secret else {
            throw .missingSecret(placeholder, field: fieldID, at: line.location)
        }
        secrets[key] = secret
        return FlowEventLine(event: .type(fieldID: fieldID, text: secret), location: line.location)
    }
}
