import FlowTestSupport
import Foundation
import Testing

/// The options several commands take (`--state`, `--time-limit`, `--seed`, `--junit`, `--clock`) are declared
/// once: the same help text in each command's help, the same parsing and the same messages.
@Suite("Shared options")
struct SharedOptionsTests {
    /// The commands that take each shared option, with the arguments each needs besides it.
    static let commands: [String: [[String]]] = [
        "--state": [["run", "examples/app.lua"], ["explore", "examples/app.lua"], ["studio", "examples/app.lua"]],
        "--time-limit": [["run", "examples/app.lua"], ["test"], ["studio", "examples/app.lua"]],
        "--seed": [["test"], ["explore", "examples/app.lua"]],
        "--junit": [["test"], ["explore", "examples/app.lua"]],
        "--clock": [["run", "examples/app.lua"], ["studio", "examples/app.lua"]],
    ]

    @Test("A bad --seed is refused, naming the value, by every command that takes it", arguments: [
        (command: ["test"], value: "-1"),
        (command: ["test"], value: "x"),
        (command: ["explore", "examples/app.lua"], value: "-1"),
        (command: ["explore", "examples/app.lua"], value: "1e3"),
    ])
    func badSeedIsNamed(command: [String], value: String) throws {
        // When
        let result = try FlowrunProcess.run(command + ["--seed", value])

        // Then
        #expect(result.status == 2)
        #expect(
            result.stderr.hasPrefix(
                "flowrun: --seed \(value): the seed must be a whole number from 0 to 18446744073709551615\n"),
            "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test("Each shared option has one help text, the same in every command's help",
          arguments: ["--state", "--time-limit", "--seed", "--junit", "--clock"])
    func sharedOptionReadsTheSame(option: String) throws {
        // Given
        let commands = try #require(Self.commands[option])

        // When
        let texts = try commands.map { command in
            let help = try FlowrunProcess.run(["help", command[0]])
            return try #require(Self.entry(of: option, in: help.stdout), "\(command[0]) help lacks \(option)")
        }

        // Then
        #expect(Set(texts).count == 1, "\(option) reads differently: \(texts)")
    }

    @Test("A bad --time-limit is refused by every command that takes it, naming the value",
          arguments: [["run", "examples/app.lua"], ["test"], ["studio", "examples/app.lua"]])
    func badTimeLimitIsNamed(command: [String]) throws {
        // When
        let result = try FlowrunProcess.run(command + ["--time-limit", "soon"])

        // Then
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("flowrun: The value 'soon' is invalid for '--time-limit <seconds>'"),
                "\(result.stderr)")
    }

    /// The lines of `option`'s entry in a help's OPTIONS: its first line up to the next option's.
    static func entry(of option: String, in help: String) -> String? {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.firstIndex(where: { $0.hasPrefix("  \(option) ") }) else { return nil }
        let rest = lines[(first + 1)...].prefix { line in
            line.hasPrefix("   ") && !line.trimmingCharacters(in: .whitespaces).hasPrefix("-")
        }
        return ([lines[first]] + rest).joined(separator: "\n")
    }
}
