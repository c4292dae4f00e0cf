/// Names the secrets typed into secure fields during a recorded session, so that the recording can hold a
/// placeholder in place of each: the first secret typed into a field is `?`, a different one typed into the
/// same field later `?password_2`, and typing one again reuses its name. A replay can then be given every
/// secret apart (a wrong password, then the right one), while the recording tells no more about them than
/// which were typed twice.
///
/// The texts are kept in memory only, for as long as the session lasts.
struct RecordedSecrets {
    /// For each field, the texts typed into it, each with its placeholder, in order.
    private var byField: [String: [(text: String, placeholder: SecretPlaceholder)]] = [:]
    /// Every name given so far, so that no two secrets share one.
    private var names: Set<String> = []

    /// The placeholder for `text` typed into the secure field `fieldID`.
    /// - Returns: The placeholder, and whether this is the first time it is used.
    mutating func placeholder(for text: String, field fieldID: String) -> (SecretPlaceholder, isNew: Bool) {
        if let known = byField[fieldID]?.first(where: { $0.text == text }) {
            return (known.placeholder, false)
        }
        let base = SecretPlaceholder.defaultName(forField: fieldID)
        var name = base
        var suffix = (byField[fieldID]?.count ?? 0) + 1
        if suffix > 1 {
            name = "\(base)_\(suffix)"
        }
        while names.contains(name) {
            suffix += 1
            name = "\(base)_\(suffix)"
        }
        let placeholder = SecretPlaceholder(name: name, field: fieldID)
        names.insert(name)
        byField[fieldID, default: []].append((text, placeholder))
        return (placeholder, true)
    }
}
