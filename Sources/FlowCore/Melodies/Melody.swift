/// One melody of the melodies list.
public struct Melody: Equatable, Hashable, Sendable, Identifiable {
    /// A stable identifier.
    public var id: String
    /// The melody's title.
    public var title: String
    /// Who wrote or performs it.
    public var artist: String

    /// Creates a melody.
    public init(id: String, title: String, artist: String) {
        self.id = id
        self.title = title
        self.artist = artist
    }
}
