import FlowCore
import FlowScript

/// The Items module in one launch: the data source every Items screen shares, over the state file's `item`
/// table, and the builders of the three screens.
public final class ItemsInstance {
    /// The items data source every Items module shares; specs steer it (`returnItems`, `failNextCall`).
    public let dataSource: ItemsDataSource

    private let context: ModuleContext
    private var app: FlowApp { context.app }
    private var itemLists: [WeakReference<ItemsListScene>] = []

    /// Creates the module's part of `app`'s launch; `makeID` gives created items their ids (a UUID each when nil).
    init(context: ModuleContext, makeID: (() -> String)? = nil) {
        self.context = context
        let app = context.app
        let store = StateFileItemsStore(ItemsTable(store: app.store))
        dataSource = if let makeID {
            ItemsDataSource(store: store, now: app.now, makeID: makeID)
        } else {
            ItemsDataSource(store: store, now: app.now)
        }
        app.registerAdapter(ItemsListScene.self) { ItemsListScreenAdapter(view: $0) }
        app.registerAdapter(ItemsDetailsScene.self) { ItemsDetailsScreenAdapter(view: $0) }
        app.registerAdapter(ItemsAddScene.self) { ItemsAddScreenAdapter(view: $0) }
    }

    /// Builds an items list over ``dataSource``.
    /// - Parameters:
    ///   - onSelect: Runs with the selected item; when `nil`, the core's navigator pushes its details.
    ///   - onAdd: Runs when "Add" is tapped; when `nil`, the core's navigator pushes the add form.
    ///   - actions: Buttons of the flow's own, after the list's.
    /// - Returns: The list's scene.
    public func makeItemsList(
        onSelect: ((Item) throws -> Void)? = nil,
        onAdd: (() throws -> Void)? = nil,
        actions: [FlowAction] = []
    ) -> ItemsListScene {
        let app = app
        let navigator = FlowItemsListNavigator(
            coreNavigator: ItemsListNavigator(navigation: app.navigation, dataSource: dataSource),
            onSelect: onSelect.map { onSelect in
                { [unowned app] item in app.report(from: "items.list on_select") { try onSelect(item) } }
            },
            onAdd: onAdd.map { onAdd in
                { [unowned app] in app.report(from: "items.list on_add", onAdd) }
            },
            announceCreation: { [context] item in context.announce(ItemsModule.created, ItemCreated(title: item.title)) }
        )
        let scene = ItemsListBuilder.makeModule(dataSource: dataSource, navigator: navigator)
        itemLists.removeAll { $0.object == nil }
        itemLists.append(WeakReference(scene))
        app.addActions(actions, to: scene)
        return scene
    }

    /// Builds the details of exactly `item` (I4); a change reloads the app's items lists.
    /// - Parameter item: The item to show, such as the one `onSelect` received.
    /// - Returns: The details scene.
    public func makeItemDetails(item: Item) -> ItemsDetailsScene {
        let relay = ItemChangeRelay(onUpdate: { [weak self] _ in self?.reloadItemLists() })
        return context.view { own in
            ItemsDetailsBuilder.makeModule(with: item, dataSource: dataSource, navigation: app.navigation, delegate: own(relay))
        }
    }

    /// Builds the add form (I5). Saving stores the item, announces `item_created`, runs `onCreate`,
    /// reloads the app's items lists, then pops the form.
    /// - Parameter onCreate: Runs with the created item.
    /// - Returns: The add scene.
    public func makeAddItem(onCreate: ((Item) throws -> Void)? = nil) -> ItemsAddScene {
        let relay = ItemChangeRelay(onCreate: { [weak self] item in
            guard let self else { return }
            context.announce(ItemsModule.created, ItemCreated(title: item.title))
            if let onCreate {
                app.report(from: "items.add on_create") { try onCreate(item) }
            }
            reloadItemLists()
        })
        return context.view { own in
            ItemsAddBuilder.makeModule(with: own(relay), dataSource: dataSource, navigation: app.navigation)
        }
    }

    /// Reloads every items list the app built that is still alive, so what a flow-built Add or Details
    /// module changed shows when the list is back on top.
    private func reloadItemLists() {
        itemLists.removeAll { $0.object == nil }
        for list in itemLists {
            list.object?.refresh()
        }
    }
}
