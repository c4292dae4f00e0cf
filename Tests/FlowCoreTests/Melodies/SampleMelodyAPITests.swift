import FlowCore
import Testing

/// The demo API client's catalog.
@Suite("Sample melody API")
struct SampleMelodyAPITests {
    @Test("The sample API serves its built-in catalog, in order")
    func servesCatalog() async throws {
        // Given
        let api = SampleMelodyAPI()
        // When
        let melodies = try await api.fetchMelodies()
        // Then
        #expect(melodies == SampleMelodyAPI.catalog)
        #expect(!melodies.isEmpty)
    }

    @Test("The sample catalog's ids are unique")
    func catalogIdsAreUnique() {
        #expect(Set(SampleMelodyAPI.catalog.map(\.id)).count == SampleMelodyAPI.catalog.count)
    }
}
