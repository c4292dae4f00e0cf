import FlowStore
import Synchronization

/// The in-memory stores of a run's scenarios, kept between scenarios: a scenario launched after another one ended
/// starts from that one's store, emptied, instead of a new copy of the migrated template.
///
/// A new connection prepares again every statement the modules run (GRDB caches them per connection), which was
/// about a sixth of a typical scenario; a kept connection has them prepared (BENCHMARKS.md). A store is emptied
/// (``AppStateStore/reset()``: every module's table and the AUTOINCREMENT counters) when it is given back, so no
/// scenario sees another's rows. When the schema's migrations leave rows in a new store, emptying would lose them,
/// so the pool keeps nothing and every scenario gets a new store.
final class SpecStorePool: Sendable {
    private struct Idle {
        var stores: [AppStateStore] = []
        /// Whether a new store holds no row, so that an emptied one equals it; nil until the first store is made.
        var emptiesToNew: Bool?
    }

    private let schema: StoreSchema
    private let idle = Mutex(Idle())

    /// A pool of stores of `schema`.
    init(schema: StoreSchema) {
        self.schema = schema
    }

    /// An empty store: one given back earlier, or a new one.
    /// - Throws: Like ``AppStateStore/inMemory(schema:)``.
    func take() throws -> AppStateStore {
        if let store = idle.withLock({ $0.stores.popLast() }) {
            return store
        }
        let store = try AppStateStore.inMemory(schema: schema)
        if idle.withLock({ $0.emptiesToNew == nil }) {
            let holdsNoRows = (try? store.holdsNoRows()) ?? false
            idle.withLock { $0.emptiesToNew = holdsNoRows }
        }
        return store
    }

    /// Keeps `store`, emptied, for a later ``take()``; drops it when it cannot be emptied or must not be.
    /// Call once nothing uses the store any more (the flow that used it is closed).
    func giveBack(_ store: AppStateStore) {
        guard idle.withLock({ $0.emptiesToNew == true }), (try? store.reset()) != nil else { return }
        idle.withLock { $0.stores.append(store) }
    }
}
