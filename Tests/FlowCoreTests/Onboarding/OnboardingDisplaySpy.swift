import FlowCore

/// Records every display request the onboarding presenter makes, in order.
final class OnboardingDisplaySpy: OnboardingDisplaying {
    /// One display request.
    enum Event: Equatable {
        case image(String)
        case buttonTitle(String)
        case error(OnboardingError)
    }

    private(set) var events: [Event] = []

    var shownImages: [String] {
        events.compactMap { if case .image(let name) = $0 { name } else { nil } }
    }

    var buttonTitles: [String] {
        events.compactMap { if case .buttonTitle(let title) = $0 { title } else { nil } }
    }

    var shownErrors: [OnboardingError] {
        events.compactMap { if case .error(let error) = $0 { error } else { nil } }
    }

    func showImage(named name: String) { events.append(.image(name)) }
    func updateButton(title: String) { events.append(.buttonTitle(title)) }
    func showError(_ error: OnboardingError) { events.append(.error(error)) }
}
