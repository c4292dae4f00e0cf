import FlowCore

/// Melodies for tests, distinct from the sample catalog so a test can tell the sources apart.
enum MelodyFixtures {
    static let remote = [
        Melody(id: "r1", title: "Remote One", artist: "Band A"),
        Melody(id: "r2", title: "Remote Two", artist: "Band B"),
    ]

    static let cached = [
        Melody(id: "c1", title: "Cached One", artist: "Band C"),
    ]
}
