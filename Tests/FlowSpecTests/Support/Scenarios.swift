@testable import FlowSpec

/// Builders of scenarios and results for tests.
enum Scenarios {
    /// `count` scenarios spread over three spec files, named "scenario 1" ... with tags from `tags`.
    static func many(_ count: Int, tags: (Int) -> [String] = { _ in [] }) -> [Scenario] {
        (1...count).map { number in
            Scenario(
                file: "Tests/Acceptance/file\(number % 3)_spec.lua",
                line: number * 2,
                name: "scenario \(number)",
                tags: tags(number),
                index: number
            )
        }
    }

    /// A scenario of `login_spec.lua` named `name`.
    static func named(_ name: String, tags: [String] = [], line: Int = 3, index: Int = 1) -> Scenario {
        Scenario(file: "Tests/Acceptance/login_spec.lua", line: line, name: name, tags: tags, index: index)
    }
}
