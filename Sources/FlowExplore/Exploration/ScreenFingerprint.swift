import FlowScript

/// What makes two explored states the same: the screen's module, title, structure and the navigation under
/// it, never the free text that grows (numbers become `#`, a list's length becomes none, one or many, a field's
/// content becomes the label of the input that typed it). A flow that counts in its title still has finitely
/// many states.
struct ScreenFingerprint: Hashable, Sendable, Codable {
    let key: String

    /// - Parameter typed: The text last typed into each field on the way to the screen, by field id: a secure
    ///   field shows only a mask.
    init(screen: Screen, hierarchy: [[String]], inputs: ExploreInputs, typed: [String: String]) {
        var parts: [String] = [hierarchy.map { $0.joined(separator: ">") }.joined(separator: "|")]
        parts.append(screen.name)
        parts.append(Self.normalized(screen.title))
        // Image names are identifiers (OnBoarding1, OnBoarding2): kept whole.
        parts.append(screen.images.joined(separator: ","))
        parts.append(screen.labels.map(Self.normalized).joined(separator: ","))
        parts.append(screen.buttons.map { Self.normalized($0.title) + ($0.isEnabled ? "" : "(off)") }.joined(separator: ","))
        parts.append(screen.fields.map { "\($0.id)=\(inputs.label(of: $0, typed: typed[$0.id]))" }.joined(separator: ","))
        parts.append(screen.rows.isEmpty ? "rows:0" : screen.rows.count == 1 ? "rows:1" : "rows:n")
        parts.append(screen.isLoading ? "loading" : "")
        if let alert = screen.alert {
            parts.append("alert:" + Self.normalized(alert.title) + ":" + alert.actions.map(\.title).joined(separator: ","))
        }
        key = parts.joined(separator: "\u{1F}")
    }

    /// `text` with each run of digits as `#`, cut to 80 characters.
    static func normalized(_ text: String) -> String {
        var out = ""
        var inDigits = false
        for character in text.prefix(80) {
            if character.isNumber {
                if !inDigits { out.append("#") }
                inDigits = true
            } else {
                out.append(character)
                inDigits = false
            }
        }
        return out
    }

    /// The node a screen is drawn as on the flow map and named by in reports: module and title, and the
    /// alert when one is shown.
    static func node(of screen: Screen) -> String {
        let title = normalized(screen.title)
        var name = title.isEmpty ? screen.name : "\(screen.name) \"\(title)\""
        if let alert = screen.alert {
            name += " + alert \"\(normalized(alert.title))\""
        }
        return name
    }
}
