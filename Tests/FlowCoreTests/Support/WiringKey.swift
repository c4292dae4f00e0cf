/// Names one stored property of `Owner` that a wiring test expects to hold a `Value`.
///
/// Wiring tests read private stored properties through `Mirror`. Declaring each property once as a
/// typed key (`static let director = WiringKey<ItemsListScene, ItemsListDirector>("director")`)
/// keeps raw property-name strings out of the test bodies and ties each name to the type it must have.
struct WiringKey<Owner, Value> {
    /// The stored property's name as `Mirror` reports it.
    let label: String

    init(_ label: String) {
        self.label = label
    }
}
