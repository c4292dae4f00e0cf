/// Where the Items details module can go.
public protocol ItemsDetailsNavigating: AnyObject {
    /// Leaves Details, back to the screen that opened it.
    func goBack()
}
