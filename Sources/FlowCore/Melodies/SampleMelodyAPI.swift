/// An API client over a small built-in catalog, for the demo app and scripted scenarios where no
/// server exists. It answers at once and never fails; offline runs go through the reachability.
public final class SampleMelodyAPI: MelodyRemoteFetching {
    /// A few public-domain pieces.
    public static let catalog: [Melody] = [
        Melody(id: "ode-to-joy", title: "Ode to Joy", artist: "Ludwig van Beethoven"),
        Melody(id: "fur-elise", title: "Für Elise", artist: "Ludwig van Beethoven"),
        Melody(id: "greensleeves", title: "Greensleeves", artist: "Traditional"),
        Melody(id: "canon-in-d", title: "Canon in D", artist: "Johann Pachelbel"),
        Melody(id: "gymnopedie-1", title: "Gymnopédie No. 1", artist: "Erik Satie"),
    ]

    private let melodies: [Melody]

    /// Creates a client serving `melodies`.
    public init(melodies: [Melody] = SampleMelodyAPI.catalog) {
        self.melodies = melodies
    }

    /// The catalog the client was created with.
    public func fetchMelodies() async throws -> [Melody] {
        melodies
    }
}
