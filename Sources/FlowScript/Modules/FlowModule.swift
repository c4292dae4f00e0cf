/// A feature of the app, exposed to flow scripts and acceptance specs: everything the host needs of it, in one
/// ``ModuleContract`` of typed entries.
///
/// The contract states each binding, event, spec double, call, preset and persisted key once, with its Lua
/// name, its typed parameters and its closure; the declaration that `flowrun modules`, the editor stubs and
/// the spec DSL read comes from the same entries, so the module cannot say one thing and do another.
///
/// The built-in Onboarding, Items, Melodies and Login modules use this protocol and nothing else; an app adds its
/// own the same way (docs/Modules.md walks through one).
public protocol FlowModule: Sendable {
    /// The module's typed entries.
    var contract: ModuleContract { get }
}
