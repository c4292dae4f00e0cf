import FlowBase

/// A weak mark that a view has had `viewDidLoad`.
///
/// Weak, so that a view released and another allocated at the same address is not mistaken for it.
struct LoadedView {
    /// The view that was loaded, while it lives.
    weak var view: (any ModuleView)?
}
