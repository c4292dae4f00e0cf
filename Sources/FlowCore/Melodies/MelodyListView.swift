import FlowBase
/// The melodies screen as plain state: loading, the melodies, or the load error, one at a time.
///
/// Views are synchronous and the fetch is not, so `viewDidLoad()` only puts the view into its
/// loading state; the host then awaits `refresh()`, which returns when the outcome is on display.
/// Nothing runs in a detached task, so a headless host sees the same states in the same order on
/// every run.
public final class MelodyListView: ModuleView, MelodyListDisplaying {
    /// `"melodies.list"`.
    public let moduleName = "melodies.list"
    /// Whether a load is in progress (or due, between `viewDidLoad()` and `refresh()`).
    public private(set) var isLoading = false
    /// The melodies on display; empty while loading or showing an error.
    public private(set) var melodies: [Melody] = []
    /// The load error on display; `nil` unless the last load failed.
    public private(set) var loadError: MelodyServiceError?

    private let presenter: MelodyListPresenter

    /// Creates the view over `presenter`; `MelodyListBuilder` also sets the presenter's view.
    public init(presenter: MelodyListPresenter) {
        self.presenter = presenter
    }

    /// Shows the loading state; the host follows with `await refresh()`.
    public func viewDidLoad() {
        presenter.viewDidLoad()
    }

    /// Loads the melodies; returns once they, or the error, are on display.
    public func refresh() async {
        await presenter.fetchMelodies()
    }

    /// Displays the loading state.
    public func showLoading() {
        isLoading = true
        melodies = []
        loadError = nil
    }

    /// Displays `melodies`.
    public func showMelodies(_ melodies: [Melody]) {
        isLoading = false
        self.melodies = melodies
        loadError = nil
    }

    /// Displays `error`.
    public func showLoadError(_ error: MelodyServiceError) {
        isLoading = false
        melodies = []
        loadError = error
    }
}
