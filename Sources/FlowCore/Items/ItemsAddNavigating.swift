/// Where the Items add module can go.
public protocol ItemsAddNavigating: AnyObject {
    /// Leaves Add, back to the screen that opened it.
    func goBack()
}
