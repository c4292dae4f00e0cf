import FlowScript

/// A preset a spec gave before launch, its arguments already converted at its line: its name and the write
/// the next launch makes.
struct SpecPreset {
    /// The preset's name, such as `tutorial_seen`.
    let name: String
    /// What it writes into the launch's store.
    let write: PresetWrite
}
