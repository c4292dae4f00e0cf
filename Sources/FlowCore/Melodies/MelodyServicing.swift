/// Loads the melodies list; the presenter's only source of data.
public protocol MelodyServicing: AnyObject {
    /// The melodies to list, never empty.
    /// - Throws: A `MelodyServiceError` saying why there are none to show.
    func melodies() async throws(MelodyServiceError) -> [Melody]
}
