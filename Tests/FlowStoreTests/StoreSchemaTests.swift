import Testing
@testable import FlowStore

/// A schema is a list of migrations, each identified by `module/name` once: a second migration of one
/// identifier would be recorded as applied without ever running.
@Suite("Store schema")
struct StoreSchemaTests {
    private func migration(_ module: String, _ name: String) -> StoreMigration {
        StoreMigration(module: module, name: name) { _ in }
    }

    @Test("two migrations with one module/name identifier are refused, naming it")
    func duplicateIdentifierIsRefused() {
        // When
        let error = #expect(throws: StoreSchemaError.self) {
            try StoreSchema([self.migration("notes", "v1-create"), self.migration("tags", "v1-create"),
                             self.migration("notes", "v1-create")])
        }

        // Then
        #expect(error == .duplicateMigration("notes/v1-create"))
        #expect(error?.description == "the migration notes/v1-create is registered twice")
    }

    @Test("migrations of one name in different modules make a schema, in their order")
    func sameNameInTwoModulesIsAllowed() throws {
        let schema = try StoreSchema([migration("notes", "v1-create"), migration("tags", "v1-create")])
        #expect(schema.migrations.map(\.identifier) == ["notes/v1-create", "tags/v1-create"])
    }
}
