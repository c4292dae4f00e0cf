import ArgumentParser

extension Flowrun {
    /// `flowrun modules`: lists the registered modules and what each declares.
    struct ModulesCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "modules",
            abstract: "List the registered feature modules: their bindings, events, doubles, calls and presets.")

        func run() {
            print(ModuleListing(modules: Flowrun.modules).text, terminator: "")
        }
    }
}
