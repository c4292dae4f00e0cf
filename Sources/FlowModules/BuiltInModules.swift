import FlowScript

/// FlowHost's four built-in feature modules, registered through the public module API like an app's own.
public enum BuiltInModules {
    /// Onboarding, Login, Items and Melodies, with their default services.
    public static var all: [any FlowModule] {
        [OnboardingModule(), LoginModule(), ItemsModule(), MelodiesModule()]
    }

    /// The registry of ``all``.
    public static func registry() -> FlowModuleRegistry {
        // The built-in declarations never conflict: a failure here is a bug in this file.
        try! FlowModuleRegistry(all)
    }
}
