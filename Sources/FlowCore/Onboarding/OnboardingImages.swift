/// The images of the first-launch tutorial.
public enum OnboardingImages {
    /// The tutorial's images by asset name, in the order they are shown.
    ///
    /// A real app might pick names per screen size here; the presenter takes any queue, so tests
    /// and hosts can inject their own.
    public static let defaultQueue: [String] = [
        "OnBoarding1", "OnBoarding2", "OnBoarding3", "OnBoarding4", "OnBoarding5",
    ]
}
