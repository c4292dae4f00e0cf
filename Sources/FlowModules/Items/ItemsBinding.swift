import FlowCore
import FlowScript
import LuaHost

/// `app.items`: the items list, the details of one item and the add form (VIPER-S, I1-I7).
enum ItemsBinding {
    /// The table `{ list, details, add }` over `app`.
    static func table(for items: ItemsInstance, app: FlowApp, in state: LuaState) throws -> LuaTable {
        let table = try state.newTable()
        try table.set("list", state.function(named: "items.list") { arguments -> FlowScriptView in
            var options = try BindingOptions(
                arguments, function: "items.list", known: ["on_select", "on_add", "actions"])
            let onSelect = try options.function("on_select").map { onSelect in
                { (item: Item) throws in try LuaCallback.run(onSelect, ItemTable.value(item)) }
            }
            let onAdd = try options.function("on_add").map { onAdd in
                { () throws in try LuaCallback.run(onAdd) }
            }
            let actions = try options.buttons("actions")?.map(\.flowAction) ?? []
            let view = items.makeItemsList(onSelect: onSelect, onAdd: onAdd, actions: actions)
            return options.view(view, of: app)
        })
        try table.set("details", state.function(named: "items.details") { arguments -> FlowScriptView in
            try arguments.expect(count: 1)
            let item = try ItemTable.item(from: arguments.value(1), position: 1, function: "items.details")
            let view = items.makeItemDetails(item: item)
            let copied = BindingOptions.overheadBytes + item.id.utf8.count + item.title.utf8.count
            BindingOptions.reserve(copied, heldBy: view, of: app, for: arguments)
            return FlowScriptView(view)
        })
        try table.set("add", state.function(named: "items.add") { arguments -> FlowScriptView in
            var options = try BindingOptions(arguments, function: "items.add", known: ["on_create"])
            let onCreate = try options.function("on_create").map { onCreate in
                { (item: Item) throws in try LuaCallback.run(onCreate, ItemTable.value(item)) }
            }
            let view = items.makeAddItem(onCreate: onCreate)
            return options.view(view, of: app)
        })
        return table
    }
}
