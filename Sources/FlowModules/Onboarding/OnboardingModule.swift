import FlowCore
import FlowScript
import FlowStore

/// The first-launch tutorial (MVP, O1-O6) as a module: `app.onboarding`, its screen, the completion record, the
/// `tutorial_finished` event, `preset.tutorial_seen` and `persisted().tutorial_completed`.
public struct OnboardingModule: FlowModule {
    /// The tutorial was completed and recorded (O4).
    static let finished = ModuleEvent("tutorial_finished", "The tutorial was completed and recorded (O4).")

    /// Creates the module.
    public init() {}

    public var contract: ModuleContract {
        ModuleContract("onboarding", "A first-launch tutorial of several images (MVP).", launch: OnboardingInstance.init) {
            module in
            module.migrations(OnboardingCompletionTable.migration)
            module.event(Self.finished)
            module.function("should_show",
                            "Whether the tutorial should be shown: until its completion was recorded once (O1, O5).") {
                try $0.shouldShowOnboarding()
            }
            module.view("build", Parameter<OnboardingOptions>("options", "Options."), "The tutorial's screen (O2, O3).") {
                onboarding, _, options in
                onboarding.makeOnboarding(images: options.images) { try options.onFinish() }
            }
            module.preset("tutorial_seen", Parameter<Bool?>("seen", "Default true."),
                          "O5: the tutorial was completed at an earlier launch.") { seen, store in
                try Self.markSeen(seen ?? true, in: store)
            }
            module.persisted("tutorial_completed", "Whether the completion is recorded (O5).") {
                try OnboardingCompletionTable(store: $0).isOnboardingCompleted()
            }
        }
    }

    private static func markSeen(_ seen: Bool, in store: AppStateStore) throws {
        let table = OnboardingCompletionTable(store: store)
        if seen {
            try table.recordOnboardingCompleted()
        } else if try table.isOnboardingCompleted() {
            // A fresh store has no record: only a store that already has one cannot be told to forget it.
            throw FlowValueError.refused(
                function: "preset.tutorial_seen",
                detail: "preset.tutorial_seen(false) after launch: a completed tutorial stays recorded; "
                    + "give it before launch() instead")
        }
    }
}

/// The options of `app.onboarding.build`.
struct OnboardingOptions: FlowRecord {
    var images: [String]?
    var onFinish = ScriptFunction()

    static let record = RecordType<OnboardingOptions>("flowhost.OnboardingOptions", [
        .field("images", \.images, "The image names in order; default the five."),
        .field("on_finish", \.onFinish, "Runs once the completion is recorded (O4)."),
    ])
}

/// The Onboarding module in one launch.
public final class OnboardingInstance {
    private let context: ModuleContext
    private let completion: OnboardingCompletionTable

    init(context: ModuleContext) {
        self.context = context
        completion = OnboardingCompletionTable(store: context.store)
        context.app.registerAdapter(OnboardingView.self) { OnboardingScreenAdapter(view: $0) }
    }

    /// Whether the tutorial should be shown: until its completion was recorded once (O1, O5).
    /// - Throws: `OnboardingError.completionStatusUnreadable` when the store cannot be read.
    public func shouldShowOnboarding() throws(OnboardingError) -> Bool {
        try OnboardingLaunchPolicy(completionStore: completion).shouldShowOnboarding()
    }

    /// Records the tutorial as completed, as if an earlier launch had finished it (O5).
    /// - Throws: The store's error.
    public func recordTutorialSeen() throws {
        try completion.recordOnboardingCompleted()
    }

    /// Builds the tutorial over the store.
    /// - Parameters:
    ///   - images: The image names, in order; the default five when `nil`.
    ///   - onFinish: Runs once the completion is recorded, after `tutorial_finished` is announced.
    /// - Returns: The tutorial's view.
    public func makeOnboarding(images: [String]? = nil, onFinish: @escaping () throws -> Void) -> OnboardingView {
        let finish = OnboardingFinishRelay { [context] in
            context.announce(OnboardingModule.finished)
            context.report(from: "onboarding.build on_finish", onFinish)
        }
        return context.view { own in
            OnboardingBuilder.makeModule(
                imageQueue: images ?? OnboardingImages.defaultQueue, completionStore: completion, output: own(finish))
        }
    }
}
