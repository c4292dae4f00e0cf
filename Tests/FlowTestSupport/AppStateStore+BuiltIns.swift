import FlowCore
@testable import FlowModules
import FlowScript
import FlowStore
import Foundation

/// Everything the built-in modules store, read in one go: what the store tests compare.
public struct PersistedState: Equatable, Sendable {
    public var onboardingCompleted: Bool
    public var items: [Item]
    public var cachedMelodies: [Melody]
    public var hasToken: Bool

    public init(
        onboardingCompleted: Bool = false, items: [Item] = [], cachedMelodies: [Melody] = [], hasToken: Bool = false
    ) {
        self.onboardingCompleted = onboardingCompleted
        self.items = items
        self.cachedMelodies = cachedMelodies
        self.hasToken = hasToken
    }
}

extension AppStateStore {
    /// The built-in modules' schema.
    public static var builtInSchema: StoreSchema { BuiltInModules.registry().schema }

    /// The state file in `directory` with the built-in modules' tables.
    public convenience init(directory: URL) throws {
        try self.init(directory: directory, schema: Self.builtInSchema)
    }

    /// An in-memory store with the built-in modules' tables.
    public static func inMemory() throws -> AppStateStore {
        try inMemory(schema: builtInSchema)
    }

    /// The built-in modules' state.
    public func persistedState() throws -> PersistedState {
        PersistedState(
            onboardingCompleted: try isOnboardingCompleted(), items: try loadItems(),
            cachedMelodies: try cachedMelodies(), hasToken: try loadToken() != nil)
    }

    public func isOnboardingCompleted() throws -> Bool { try OnboardingCompletionTable(store: self).isOnboardingCompleted() }
    public func recordOnboardingCompleted() throws { try OnboardingCompletionTable(store: self).recordOnboardingCompleted() }
    public func loadItems() throws -> [Item] { try ItemsTable(store: self).loadItems() }
    public func saveItem(_ item: Item) throws { try ItemsTable(store: self).saveItem(item) }
    public func deleteAllItems() throws { try ItemsTable(store: self).deleteAllItems() }
    public func cachedMelodies() throws -> [Melody] { try MelodyCacheTable(store: self).cachedMelodies() }
    public func cacheMelodies(_ melodies: [Melody]) throws { try MelodyCacheTable(store: self).cacheMelodies(melodies) }
    public func loadToken() throws -> String? { try SessionTokenTable(store: self).loadToken() }
    public func saveToken(_ token: String) throws { try SessionTokenTable(store: self).saveToken(token) }
    public func clearToken() throws { try SessionTokenTable(store: self).clearToken() }

    /// The store as each feature's storage protocol, for the cores' tests.
    public var itemsStorage: any ItemsStoring { ItemsTable(store: self) }
    public var melodyCache: any MelodyCaching { MelodyCacheTable(store: self) }
    public var completionStorage: any OnboardingCompletionStoring { OnboardingCompletionTable(store: self) }
    public var tokenStorage: any SessionTokenStoring { SessionTokenTable(store: self) }
}
