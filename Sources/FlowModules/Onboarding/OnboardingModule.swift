import FlowCore
import FlowScript
import FlowStore
import LuaHost

/// The first-launch tutorial (MVP, O1-O6) as a module: `app.onboarding`, its screen, the completion record, the
/// `tutorial_finished` event, `preset.tutorial_seen` and `persisted().tutorial_completed`.
public struct OnboardingModule: FlowModule {
    /// Creates the module.
    public init() {}

    public var declaration: FlowModuleDeclaration {
        FlowModuleDeclaration(
            name: "onboarding",
            summary: "A first-launch tutorial of several images (MVP).",
            bindings: [
                .function("should_show", returns: .boolean,
                          "Whether the tutorial should be shown: until its completion was recorded once (O1, O5)."),
                .function("build", [FlowField("options", .record(name: "flowhost.OnboardingOptions", fields: [
                    FlowField("images", .optional(.list(.string)), "The image names in order; default the five."),
                    FlowField("on_finish", .function, "Runs once the completion is recorded (O4)."),
                ]), "Options.")], returns: .view, "The tutorial's screen (O2, O3)."),
            ],
            events: [FlowEventDeclaration("tutorial_finished", "The tutorial was completed and recorded (O4).")],
            presets: [FlowActionDeclaration("tutorial_seen", [FlowField("seen", .optional(.boolean), "Default true.")],
                                            "O5: the tutorial was completed at an earlier launch.")],
            persisted: [FlowField("tutorial_completed", .boolean, "Whether the completion is recorded (O5).")])
    }

    public var migrations: [StoreMigration] { [OnboardingCompletionTable.migration] }

    public func launch(_ launch: FlowModuleLaunch) throws -> any FlowModuleInstance {
        OnboardingInstance(app: launch.app)
    }

    public func persisted(from store: AppStateStore) throws -> [String: FlowValue] {
        ["tutorial_completed": .boolean(try OnboardingCompletionTable(store: store).isOnboardingCompleted())]
    }

    public func applyPreset(_ name: String, arguments: [FlowValue], to store: AppStateStore) throws {
        guard name == "tutorial_seen" else { throw FlowValueError.unknownAction("preset.\(name)") }
        let table = OnboardingCompletionTable(store: store)
        if try FlowValueReader(function: "preset.tutorial_seen").optionalBool(arguments, 1) ?? true {
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

/// The Onboarding module in one launch.
public final class OnboardingInstance: FlowModuleInstance {
    private unowned let app: FlowApp
    private let completion: OnboardingCompletionTable

    init(app: FlowApp) {
        self.app = app
        completion = OnboardingCompletionTable(store: app.store)
        app.registerAdapter(OnboardingView.self) { OnboardingScreenAdapter(view: $0) }
    }

    public func makeTable(in state: LuaState) throws -> LuaTable {
        try OnboardingBinding.table(for: self, app: app, in: state)
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
        let finish = OnboardingFinishRelay { [unowned app] in
            app.announce("tutorial_finished")
            app.report(from: "onboarding.build on_finish", onFinish)
        }
        let view = OnboardingBuilder.makeModule(
            imageQueue: images ?? OnboardingImages.defaultQueue, completionStore: completion, output: finish)
        app.keep(finish, whileAlive: view)
        return view
    }
}
