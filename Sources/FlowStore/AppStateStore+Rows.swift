import GRDB

extension AppStateStore {
    /// Whether no module's table holds a row: a store that ``reset()`` empties then reads as a new one.
    /// - Throws: `AppStateStoreError.operationFailed`.
    public func holdsNoRows() throws -> Bool {
        try reading { db in
            for table in try StoreSchema.stateTables(db)
            where try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM \(table.quotedDatabaseIdentifier))") == true {
                return false
            }
            return true
        }
    }
}
