import FlowBase

/// Maps a ``ModuleView`` to the ``HeadlessScreen`` that renders and drives it.
///
/// Adapters are registered per concrete view type (the exact dynamic type, not superclasses). A view that
/// conforms to ``HeadlessScreen`` itself, as a script-defined screen does, needs no registration. The
/// factory runs on every lookup, so adapters should keep their state in the view they wrap.
public struct ScreenAdapterRegistry {
    private var factories: [ObjectIdentifier: (any ModuleView) -> (any HeadlessScreen)?] = [:]

    /// Creates an empty registry.
    public init() {}

    /// Registers `makeAdapter` for views whose dynamic type is exactly `viewType`, replacing any earlier one.
    /// - Parameters:
    ///   - viewType: The concrete view class.
    ///   - makeAdapter: Builds the adapter for one view of that type.
    public mutating func register<View: ModuleView>(
        _ viewType: View.Type,
        makeAdapter: @escaping (View) -> any HeadlessScreen
    ) {
        factories[ObjectIdentifier(viewType)] = { view in (view as? View).map(makeAdapter) }
    }

    /// The adapter for `view`: the view itself when it is a ``HeadlessScreen``, otherwise the one
    /// registered for its type.
    /// - Throws: ``ScreenAdapterError/unsupportedView(typeName:moduleName:)`` when neither applies.
    public func adapter(for view: any ModuleView) throws(ScreenAdapterError) -> any HeadlessScreen {
        if let screen = view as? any HeadlessScreen {
            return screen
        }
        guard let adapter = factories[ObjectIdentifier(type(of: view))]?(view) else {
            throw .unsupportedView(typeName: String(describing: type(of: view)), moduleName: view.moduleName)
        }
        return adapter
    }
}
