import FlowCore
import FlowScript
import FlowStore
import Foundation

/// The Items feature (VIPER-S list, details and add form, I1-I8) as a module: `app.items`, its three screens, the
/// `item` table, the `item_created` event, and for specs `services.items`, `preset.items` and `persisted().items`.
public struct ItemsModule: FlowModule {
    /// Creates the module.
    public init() {}

    public var declaration: FlowModuleDeclaration {
        let item = FlowType.record(name: "flowhost.Item", fields: [
            FlowField("id", .string, "The item's identity."),
            FlowField("title", .string, "What the list shows."),
            FlowField("enabled", .boolean, "Whether the item is enabled."),
            FlowField("date", .string, "When it was created, ISO 8601."),
        ])
        let seed = FlowType.list(.record(name: "flowhost.ItemSeed", fields: [
            FlowField("id", .optional(.string), "Default: item-N for the Nth seed."),
            FlowField("title", .string, "The title."),
            FlowField("enabled", .optional(.boolean), "Default true."),
            FlowField("date", .optional(.any), "ISO 8601 (\"2024-05-01\") or seconds since 1970; default 2024-01-01."),
        ]))
        let button = FlowType.record(name: "flowhost.Button", fields: [
            FlowField("title", .string, "The button's title."),
            FlowField("action", .function, "Runs when it is tapped."),
            FlowField("enabled", .optional(.boolean), "Default true."),
        ])
        return FlowModuleDeclaration(
            name: "items",
            summary: "A list of items with details and an add form (VIPER-S).",
            bindings: [
                .function("list", [FlowField("options", .optional(.record(name: "flowhost.ItemsListOptions", fields: [
                    FlowField("on_select", .optional(.function), "Runs with the selected item; default: push its details."),
                    FlowField("on_add", .optional(.function), "Runs when Add is tapped; default: push the add form."),
                    FlowField("actions", .optional(.list(button)), "Buttons of the flow's own, after the list's."),
                ])), "Options.")], returns: .view, "The items list (I1-I3, I6)."),
                .function("details", [FlowField("item", item, "The item to show.")], returns: .view,
                          "The details of exactly this item (I4)."),
                .function("add", [FlowField("options", .optional(.record(name: "flowhost.ItemsAddOptions", fields: [
                    FlowField("on_create", .optional(.function), "Runs with the created item."),
                ])), "Options.")], returns: .view, "The add form; saving announces item_created and pops (I5)."),
            ],
            events: [FlowEventDeclaration("item_created", fields: [FlowField("title", .string, "The new item's title.")],
                                          "An item was created through the add form (I5).")],
            services: [
                FlowActionDeclaration("returns", [FlowField("items", seed, "The items.")],
                                      "I7: the stored items become these; later fetches return them."),
                FlowActionDeclaration("fail_next", [FlowField("message", .optional(.string), "Why it fails.")],
                                      "I3, I7: the next call of the data source fails (with this message)."),
            ],
            presets: [FlowActionDeclaration("items", [FlowField("items", seed, "The items.")],
                                            "I2: these items are already stored.")],
            persisted: [FlowField("items", .list(.record(name: "flowhost.StoredItem", fields: [
                FlowField("id", .string, "The id: item-N for the Nth seed or item created in a scenario."),
                FlowField("title", .string, "The title."),
                FlowField("enabled", .boolean, "Whether it is enabled."),
                FlowField("date", .string, "When it was created, ISO 8601."),
            ])), "The stored items, oldest first.")])
    }

    public var migrations: [StoreMigration] { [ItemsTable.migration] }

    public func launch(_ launch: FlowModuleLaunch) throws -> any FlowModuleInstance {
        let doubles = launch.doubles as? ItemsDoubles
        let store = launch.store
        let instance = ItemsInstance(app: launch.app, makeID: doubles.map { doubles in { doubles.nextID(in: store) } })
        try doubles?.attach(instance, store: store)
        return instance
    }

    public func makeDoubles() -> (any FlowModuleDoubles)? { ItemsDoubles() }

    public func persisted(from store: AppStateStore) throws -> [String: FlowValue] {
        let items = try ItemsTable(store: store).loadItems()
        return ["items": .list(items.map(ItemsValues.value))]
    }

    public func applyPreset(_ name: String, arguments: [FlowValue], to store: AppStateStore) throws {
        guard name == "items" else { throw FlowValueError.unknownAction("preset.\(name)") }
        try ItemsValues.replace(with: ItemsValues.items(arguments.first ?? .nil, function: "preset.items"), in: store)
    }
}
