/// Why a view could not be shown headlessly.
public enum ScreenAdapterError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No adapter is registered for the view's type, and the view is not a ``HeadlessScreen`` itself.
    case unsupportedView(typeName: String, moduleName: String)

    /// One line naming the unsupported type and its module.
    public var description: String {
        switch self {
        case .unsupportedView(let typeName, let moduleName):
            "no headless screen adapter for view type '\(typeName)' (module '\(moduleName)')"
        }
    }
}
