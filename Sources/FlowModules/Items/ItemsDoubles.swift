import FlowCore
import FlowScript
import FlowStore

/// `services.items` in one spec scenario: stored items, and a failure of the data source's next call (I7),
/// which waits for the next launch when set before one and carries over a relaunch while unused. It also
/// numbers the items the scenario creates, so their ids are the same on every run.
final class ItemsDoubles {
    private weak var instance: ItemsInstance?
    private var pendingFailure: ItemsError?
    private var lastFailure: ItemsError?
    private var nextNumber = 1

    /// The id of the next item the scenario creates: `item-N` for the first N not yet stored (seeds take
    /// `item-1`... by place), counting on from the last one given, across relaunches. A store that cannot be
    /// read skips the check: saving the item then fails in its own words.
    func nextID(in store: AppStateStore) -> String {
        let taken = Set(((try? ItemsTable(store: store).loadItems()) ?? []).map(\.id))
        while taken.contains(ItemsValues.seedID(at: nextNumber - 1)) {
            nextNumber += 1
        }
        defer { nextNumber += 1 }
        return ItemsValues.seedID(at: nextNumber - 1)
    }

    /// Stores the items `returns` gave before the first launch, and hands the pending failure to the new
    /// launch's data source, or the one the last launch left unused.
    func attach(_ instance: ItemsInstance, store: AppStateStore) throws {
        if let seeds {
            try ItemsValues.replace(with: seeds, in: store)
            self.seeds = nil
        }
        if let previous = self.instance, previous.dataSource.willFailNextCall {
            pendingFailure = lastFailure
        }
        if let pendingFailure {
            instance.dataSource.failNextCall(with: pendingFailure)
            self.pendingFailure = nil
        }
        self.instance = instance
    }

    /// Stores `items` in the running launch's store, or in the next launch's.
    func replace(with items: [Item], in store: AppStateStore?) throws {
        if let store {
            try ItemsValues.replace(with: items, in: store)
        } else {
            seeds = items
        }
    }

    /// Makes the data source's next call fail with `failure`, now or at the next launch.
    func failNext(_ failure: ItemsError) {
        lastFailure = failure
        if let instance {
            instance.dataSource.failNextCall(with: failure)
        } else {
            pendingFailure = failure
        }
    }

    /// Items `returns` gave before the first launch, stored by the launch.
    private(set) var seeds: [Item]?
}
