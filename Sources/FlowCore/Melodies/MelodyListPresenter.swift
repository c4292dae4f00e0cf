/// The melodies list presenter: asks the service and tells the view what to show (M3).
public final class MelodyListPresenter {
    /// The view; weak because the view owns its presenter.
    public weak var view: (any MelodyListDisplaying)?

    private let service: any MelodyServicing

    /// Creates a presenter over `service`.
    public init(service: any MelodyServicing) {
        self.service = service
    }

    /// The view is on screen: it shows loading until the host awaits `fetchMelodies()`.
    public func viewDidLoad() {
        view?.showLoading()
    }

    /// Shows loading, then the melodies or the typed error. Returns once the view shows the outcome.
    public func fetchMelodies() async {
        view?.showLoading()
        do {
            let melodies = try await service.melodies()
            view?.showMelodies(melodies)
        } catch {
            view?.showLoadError(error)
        }
    }
}
