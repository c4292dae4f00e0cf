/// What the melodies presenter can ask its view to display. Each call replaces what was shown.
public protocol MelodyListDisplaying: AnyObject {
    /// Shows that melodies are being loaded.
    func showLoading()
    /// Shows `melodies`.
    func showMelodies(_ melodies: [Melody])
    /// Shows why the melodies could not be loaded.
    func showLoadError(_ error: MelodyServiceError)
}
