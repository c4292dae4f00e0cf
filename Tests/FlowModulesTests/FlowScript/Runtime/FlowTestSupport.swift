import FlowModules
import FlowStore
import FlowTestSupport
import FlowCore
import Foundation
@testable import FlowScript

/// Shared pieces of the runtime suites: a fixed clock, an app over an in-memory store, temp folders.
enum FlowTestSupport {
    /// 2024-05-01T09:30:00Z, the date every item created in a test gets.
    static let fixedDate = Date(timeIntervalSince1970: 1_714_555_800)

    /// An app over a fresh in-memory store whose clock is ``fixedDate``.
    static func makeApp(
        authentication: (any Authenticating)? = nil,
        melodyAPI: any MelodyRemoteFetching = SampleMelodyAPI()
    ) throws -> FlowApp {
        try FlowApp.inMemory(authentication: authentication, melodyAPI: melodyAPI, now: { fixedDate })
    }

    /// Three items, a day apart, oldest first.
    static let groceries: [Item] = [
        Item(id: "1", title: "Milk", date: Date(timeIntervalSince1970: 1_714_555_800)),
        Item(id: "2", title: "Bread", isEnabled: false, date: Date(timeIntervalSince1970: 1_714_642_200)),
        Item(id: "3", title: "Eggs", date: Date(timeIntervalSince1970: 1_714_728_600)),
    ]

    /// A new, empty folder under the system's temporary directory.
    static func makeTemporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("flowscript-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
