import FlowHostTestSupport
import FlowModules
import FlowStore
import FlowTestSupport
import Foundation
import Testing
import FlowCore

/// Readers running while a writer writes, on one file-backed store (its accesses serialised on one connection).
struct AppStateStoreConcurrencyTests {
    @Test("M1: concurrent readers always see a whole cached list while a writer keeps replacing it")
    func concurrentReadersSeeWholeMelodyLists() async throws {
        // Given
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = try AppStateStore(directory: directory.url)
        let short = (0..<3).map { Melody(id: "s\($0)", title: "Short \($0)", artist: "A") }
        let long = (0..<25).map { Melody(id: "l\($0)", title: "Long \($0)", artist: "B") }
        try store.cacheMelodies(short)

        // When
        let observed = try await withThrowingTaskGroup(of: [[Melody]].self) { group in
            group.addTask {
                for round in 0..<60 {
                    try store.cacheMelodies(round.isMultiple(of: 2) ? long : short)
                }
                return []
            }
            for _ in 0..<4 {
                group.addTask {
                    var seen: [[Melody]] = []
                    for _ in 0..<60 {
                        seen.append(try store.cachedMelodies())
                    }
                    return seen
                }
            }
            var all: [[Melody]] = []
            for try await seen in group {
                all += seen
            }
            return all
        }

        // Then
        #expect(observed.count == 240)
        #expect(observed.allSatisfy { $0 == short || $0 == long })
    }

    @Test("Concurrent snapshots see a growing prefix of the items being saved, never a gap or a reversal")
    func concurrentSnapshotsSeeGrowingPrefixOfItems() async throws {
        // Given
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = try AppStateStore(directory: directory.url)
        let items = (0..<80).map { Item(id: "item-\($0)", title: "Item \($0)", date: Date(timeIntervalSince1970: Double($0))) }

        // When
        let readsPerReader = try await withThrowingTaskGroup(of: [[Item]].self) { group in
            group.addTask {
                for item in items {
                    try store.saveItem(item)
                }
                return []
            }
            for _ in 0..<3 {
                group.addTask {
                    var reads: [[Item]] = []
                    for _ in 0..<80 {
                        reads.append(try store.persistedState().items)
                    }
                    return reads
                }
            }
            var all: [[[Item]]] = []
            for try await reads in group where !reads.isEmpty {
                all.append(reads)
            }
            return all
        }

        // Then
        #expect(readsPerReader.count == 3)
        for reads in readsPerReader {
            #expect(reads.allSatisfy { Array(items.prefix($0.count)) == $0 })
            #expect(zip(reads, reads.dropFirst()).allSatisfy { $0.count <= $1.count })
        }
        #expect(try store.loadItems() == items)
    }
}
