/// What an events file holds in place of a secure field's text, which recordings never write:
/// `type password ?`, or `type password ?password_2` for a second, different secret typed into one field.
///
/// The replay fills it in (``SecretResolver``) from the environment variable ``environmentVariable``, or by
/// asking in the terminal. It stands for a secret only in a secure field: typed into any other field, `?` is
/// just text, as it always was.
struct SecretPlaceholder: Hashable, CustomStringConvertible {
    /// The secret's name: what follows the `?`, or the field's ``defaultName(forField:)`` for a bare `?`.
    let name: String
    /// Whether it is written as a bare `?`, naming the field's default secret.
    let isBare: Bool

    /// Reads `text`, typed into the field `fieldID`, as a placeholder: `?` alone, or `?` and a name of ASCII
    /// letters, digits and `_`.
    /// - Returns: The placeholder, or `nil` for text that is not one (`?Secr3t!` is a password).
    init?(text: String, field fieldID: String) {
        guard text.first == "?" else { return nil }
        let name = text.dropFirst()
        if name.isEmpty {
            self.init(name: Self.defaultName(forField: fieldID), field: fieldID)
            return
        }
        guard name.allSatisfy(Self.isNameCharacter) else { return nil }
        self.init(name: String(name), field: fieldID)
    }

    /// The placeholder named `name` in the field `fieldID`: bare when `name` is the field's default.
    init(name: String, field fieldID: String) {
        self.name = name
        isBare = name == Self.defaultName(forField: fieldID)
    }

    /// The name a bare `?` stands for in the field `fieldID`: the id, with every character other than an
    /// ASCII letter, digit or `_` made `_` (`user.password` gives `user_password`).
    static func defaultName(forField fieldID: String) -> String {
        let name = String(fieldID.map { isNameCharacter($0) ? $0 : "_" })
        return name.isEmpty ? "secret" : name
    }

    /// `FLOWRUN_SECRET_` and the name in upper case: `FLOWRUN_SECRET_PASSWORD`.
    var environmentVariable: String {
        "FLOWRUN_SECRET_" + name.uppercased()
    }

    /// The placeholder as the events file writes it: `?` or `?password_2`.
    var description: String {
        isBare ? "?" : "?" + name
    }

    private static func isNameCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || character == "_")
    }
}
