import FlowStore
import Testing

/// `FLOWHOST_DURABILITY`: which `PRAGMA synchronous` flowrun's state file gets.
struct StoreDurabilityTests {
    @Test("Without FLOWHOST_DURABILITY, or with it empty, the durability is NORMAL", arguments: [[:], ["FLOWHOST_DURABILITY": ""]])
    func unsetOrEmptyMeansNormal(environment: [String: String]) throws {
        // When
        let durability = try StoreDurability(environment: environment)

        // Then
        #expect(durability == .normal)
    }

    @Test("FLOWHOST_DURABILITY names either durability, in any case", arguments: [
        ("normal", StoreDurability.normal), ("full", .full), ("FULL", .full), ("Normal", .normal),
    ])
    func namedDurabilityIsChosen(value: String, expected: StoreDurability) throws {
        // When
        let durability = try StoreDurability(environment: ["FLOWHOST_DURABILITY": value])

        // Then
        #expect(durability == expected)
    }

    @Test("Another value is refused with a message naming the variable, the value and the accepted ones")
    func unknownValueIsRefused() {
        // When
        let error = #expect(throws: StoreDurabilityError.self) {
            try StoreDurability(environment: ["FLOWHOST_DURABILITY": "off"])
        }

        // Then
        #expect(error == .unknown("off"))
        #expect(error?.description == "FLOWHOST_DURABILITY is 'off': it must be normal or full")
    }
}
