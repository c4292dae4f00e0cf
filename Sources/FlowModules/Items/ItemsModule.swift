import FlowCore
import FlowScript
import FlowStore

/// The Items feature (VIPER-S list, details and add form, I1-I8) as a module: `app.items`, its three screens, the
/// `item` table, the `item_created` event, and for specs `services.items`, `preset.items` and `persisted().items`.
public struct ItemsModule: FlowModule {
    /// The module's name (`app.items`), which also names its stored items: the preset, the persisted view,
    /// the services' argument and its table's migration.
    static let name = "items"

    /// An item was created through the add form (I5).
    static let created = ModuleEvent("item_created", "An item was created through the add form (I5).", fields: ItemCreated.self)

    /// Creates the module.
    public init() {}

    public var contract: ModuleContract {
        ModuleContract(
            Self.name, "A list of items with details and an add form (VIPER-S).", doubles: { _ in ItemsDoubles() },
            launch: { context, doubles in
                let store = context.store
                let instance = ItemsInstance(context: context, makeID: doubles.map { doubles in { doubles.nextID(in: store) } })
                try doubles?.attach(instance, store: store)
                return instance
            }
        ) { module in
            module.migrations(ItemsTable.migration)
            module.event(Self.created)
            module.view("list", Parameter<ItemsListOptions?>("options", "Options."), "The items list (I1-I3, I6).") {
                items, _, options in
                items.makeItemsList(
                    onSelect: options?.onSelect.map { onSelect in { item in try onSelect(ItemRecord.table(item)) } },
                    onAdd: options?.onAdd.map { onAdd in { try onAdd() } },
                    actions: options?.actions?.map(\.flowAction) ?? [])
            }
            module.view("details", Parameter<ItemRecord>("item", "The item to show."), "The details of exactly this item (I4).") {
                items, _, item in items.makeItemDetails(item: item.item)
            }
            module.view("add", Parameter<ItemsAddOptions?>("options", "Options."),
                        "The add form; saving announces item_created and pops (I5).") { items, _, options in
                items.makeAddItem(onCreate: options?.onCreate.map { onCreate in
                    { item in try onCreate(ItemRecord.table(item)) }
                })
            }
            module.service("returns", Parameter<[ItemSeed]>(Self.name, "The items."),
                           "I7: the stored items become these; later fetches return them.") { doubles, seeds, store in
                try doubles.replace(with: ItemsValues.items(seeds, function: "services.items.returns"), in: store)
            }
            module.service("fail_next", Parameter<String?>("message", "Why it fails."),
                           "I3, I7: the next call of the data source fails (with this message).") { doubles, message, _ in
                doubles.failNext(ItemsError.unavailable(reason: message ?? FlowModuleDefaults.failureReason))
            }
            module.preset(Self.name, Parameter<[ItemSeed]>(Self.name, "The items."),
                          "I2: these items are already stored.") {
                seeds, store in try ItemsValues.replace(with: ItemsValues.items(seeds, function: "preset.items"), in: store)
            }
            module.persisted(Self.name, "The stored items, oldest first.") { store in
                try ItemsTable(store: store).loadItems().map(ItemRecord.init)
            }
        }
    }
}
