import FlowCore

/// Persisted state a spec writes with `preset.<name>(...)`: before launch it seeds the store launch() creates,
/// after launch it changes the current store (seen after relaunch()).
enum SpecPreset: Equatable {
    /// `preset.tutorial_seen(seen)`: the tutorial was completed at an earlier launch (O5).
    case tutorialSeen(Bool)
    /// `preset.logged_in(user_id)`: a session of this user is stored (L4).
    case loggedIn(userId: String)
    /// `preset.items(items)`: these items are stored (I2).
    case items([Item])
}
