import FlowHostTestSupport
import FlowTestSupport
import Foundation
import Testing

/// `flowrun --help` and each subcommand's help: complete, on stdout, exit 0.
@Suite("flowrun help")
struct HelpTests {
    @Test("flowrun --help names both subcommands with their abstracts")
    func rootHelpListsSubcommands() throws {
        // When
        let result = try FlowrunProcess.run(["--help"])

        // Then
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE: flowrun <subcommand>"))
        #expect(result.stdout.contains("run"))
        #expect(result.stdout.contains("Run a flow script, in the terminal or driven by"))
        #expect(result.stdout.contains("test"))
        #expect(result.stdout.contains("flowrun run examples/app.lua"))
        #expect(result.stdout.contains("--events Tests/Fixtures/login.events"))
    }

    @Test("Every help starts with its overview line and USAGE; the options come before the prose",
          arguments: [[], ["run"], ["test"], ["explore"], ["stubs"], ["modules"], ["completion"]])
    func helpPutsUsageFirst(command: [String]) throws {
        // When
        let result = try FlowrunProcess.run(["help"] + command)

        // Then
        #expect(result.status == 0)
        // The overview line (wrapped to two at most), a blank line, USAGE.
        let paragraphs = result.stdout.components(separatedBy: "\n\n")
        #expect(paragraphs.first?.hasPrefix("OVERVIEW: ") == true)
        #expect((paragraphs.first?.split(separator: "\n").count ?? 0) <= 2)
        #expect(paragraphs.dropFirst().first?.hasPrefix("USAGE: flowrun") == true, "\(result.stdout)")
        if command == ["run"] {
            let options = try #require(result.stdout.range(of: "\nOPTIONS:\n"))
            let prose = try #require(result.stdout.range(of: "Exit status: 0"))
            #expect(options.upperBound < prose.lowerBound)
            #expect(result.stdout.hasSuffix("\n") && !result.stdout.hasSuffix("\n\n"))
        }
    }

    @Test("An app's runner shows its own name in every USAGE line and help example, never flowrun",
          arguments: [["--help"], ["help", "run"], ["help", "test"], ["help", "explore"], ["help", "modules"],
                      ["help", "stubs"], ["help", "studio"], ["help", "init"]])
    func runnerHelpShowsItsOwnName(command: [String]) throws {
        // Given the runner started under an app's own name, When its help is asked for
        let run = try Self.runAsApp(command)

        // Then USAGE and the examples name the app's runner
        #expect(run.status == 0)
        #expect(run.stdout.contains("USAGE: app-run"), "\(run.stdout)")
        #expect(!run.stdout.contains("flowrun "), "\(run.stdout)")
    }

    @Test("An app's runner names itself in front of its error messages",
          arguments: [["run", "--time-limit", "x", "examples/app.lua"], ["run", "no-such-flow.lua"], ["tset"]])
    func runnerErrorsShowItsOwnName(command: [String]) throws {
        // Given the runner started under an app's own name, When it fails
        let run = try Self.runAsApp(command)

        // Then the message starts with the app's runner, never flowrun
        #expect(run.status != 0)
        #expect(run.stderr.hasPrefix("app-run: "), "\(run.stderr)")
        #expect(!run.stderr.contains("flowrun:"), "\(run.stderr)")
    }

    /// Runs flowrun with `arguments` through a link named `app-run`, as an app's own runner is started.
    private static func runAsApp(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let scratch = try TemporaryDirectory()
        let runner = scratch.path("app-run")
        try FileManager.default.createSymbolicLink(atPath: runner, withDestinationPath: PackagePaths.flowrunBinary.path)
        let process = FlowrunProcess.process(arguments, in: PackagePaths.root, scratch: scratch)
        process.executableURL = URL(fileURLWithPath: runner)
        let output = try scratch.write(Data(), to: "stdout")
        let errors = try scratch.write(Data(), to: "stderr")
        process.standardOutput = FileHandle(forWritingAtPath: output)
        process.standardError = FileHandle(forWritingAtPath: errors)
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, try String(contentsOfFile: output, encoding: .utf8),
                try String(contentsOfFile: errors, encoding: .utf8))
    }

    @Test("flowrun completion bash is a listed command whose script bash loads and uses to complete subcommands")
    func completionCommandLoadsInBash() throws {
        // Given
        let scratch = try TemporaryDirectory()
        let help = try FlowrunProcess.run(["--help"])
        let script = try FlowrunProcess.run(["completion", "bash"])
        let refused = try FlowrunProcess.run(["completion", "ksh"])
        let file = try scratch.write(script.stdout, to: "flowrun.bash")
        let bash = try #require(ExternalTool.path(of: "bash"))

        // When
        let completed = try ExternalTool.run(bash, ["-c", """
            source \(file) && complete -p flowrun && COMP_WORDS=(flowrun co) && COMP_CWORD=1 && _flowrun \
              && printf '%s\\n' "${COMPREPLY[@]}"
            """])

        // Then
        #expect(help.stdout.contains("\n  completion              Print the completion script for bash, zsh or fish.\n"))
        #expect(script.status == 0)
        #expect(completed.status == 0, "\(completed.output)")
        #expect(completed.output.contains("complete -o filenames -F _flowrun flowrun"))
        #expect(completed.output.split(separator: "\n").contains("completion"), "\(completed.output)")
        #expect(refused.status == 2)
        #expect(refused.stderr.hasPrefix("flowrun: completion ksh: no such shell; give one of "))
    }

    @Test("the bash completion script completes flow files, folders and output files by their kind")
    func completionCompletesFilesByKind() throws {
        // When
        let result = try FlowrunProcess.run(["--generate-completion-script", "bash"])

        // Then: run's and explore's flow argument offers .lua files (and folders to walk into)
        #expect(result.status == 0)
        for command in ["_flowrun_run()", "_flowrun_explore()"] {
            let start = try #require(result.stdout.range(of: command), "no completion for \(command)")
            let rest = result.stdout[start.upperBound...]
            let body = rest[..<(rest.range(of: "\n}\n")?.lowerBound ?? rest.endIndex)]
            #expect(body.contains("1)\n        __flowrun_add_completions -o plusdirs -fX '!*.@(lua)'"), "\(command)")
            #expect(body.contains("'--root')\n        __flowrun_add_completions -d"), "\(command)")
            #expect(body.contains("'--state')\n        __flowrun_add_completions -d"), "\(command)")
        }
        // and test's paths: spec files, and folders to search
        let start = try #require(result.stdout.range(of: "_flowrun_test()"))
        let rest = result.stdout[start.upperBound...]
        let body = rest[..<(rest.range(of: "\n}\n")?.lowerBound ?? rest.endIndex)]
        #expect(body.contains("__flowrun_add_completions -o plusdirs -fX '!*.@(lua)'"))
    }

    @Test("flowrun --version prints the version on stdout and exits 0")
    func versionIsPrinted() throws {
        // When
        let result = try FlowrunProcess.run(["--version"])

        // Then
        #expect(result.status == 0)
        #expect(result.stdout == "0.1.0\n")
        #expect(result.stderr.isEmpty)
    }

    @Test("flowrun run --help documents every option, the event verbs, the exit statuses and an example")
    func runHelpIsComplete() throws {
        // When
        let result = try FlowrunProcess.run(["run", "--help"])

        // Then
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        for option in ["<flow.lua>", "--events <file>", "--transcript <format>", "--output <file>", "--state <dir>",
                       "--fresh", "--no-color", "--root <dir>"] {
            #expect(result.stdout.contains(option), "help lacks \(option)")
        }
        for verb in ["tap <button title>", "type <field id> <text>", "select <row number>", "back"] {
            #expect(result.stdout.contains(verb), "help lacks \(verb)")
        }
        #expect(result.stdout.contains("(values: text, json)"))
        #expect(result.stdout.contains("Exit status: 0"))
        #expect(result.stdout.contains("Examples:"))
        #expect(result.stdout.contains("flowrun run scripts/login.lua --events login.events --transcript json"))
    }

    @Test("Each example of flowrun run --help is one command a user can paste: long ones continue with a backslash")
    func runHelpExamplesCanBePasted() throws {
        // When
        let result = try FlowrunProcess.run(["run", "--help"])

        // Then
        let afterExamples = result.stdout.components(separatedBy: "Examples:\n").last ?? ""
        let examples = afterExamples.components(separatedBy: "\n\n").first?.split(separator: "\n") ?? []
        #expect(examples.count >= 4)
        #expect(examples.allSatisfy { $0.hasPrefix("  ") }, "a line of an example was wrapped: \(examples)")
        for (line, next) in zip(examples, examples.dropFirst()) where line.hasSuffix("\\") {
            #expect(next.hasPrefix("    --"), "the continuation of '\(line)' is '\(next)'")
        }
        #expect(examples.contains("    --clock 2024-01-01T00:00:00Z"))
    }

    @Test("flowrun help run fits a screen or two and ends by naming docs/Run.md, which explains the options it leaves out")
    func runHelpIsShortAndPointsToTheDocs() throws {
        // When
        let result = try FlowrunProcess.run(["help", "run"])
        let page = try String(
            contentsOf: PackagePaths.root.appendingPathComponent("docs/Run.md"), encoding: .utf8)

        // Then
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count < 70, "help run is \(lines.count) lines")
        #expect(lines.dropLast().last?.contains("docs/Run.md") == true, "\(result.stdout)")
        for option in ["--events", "--transcript", "--output", "--expect", "--update", "--record", "--record-spec",
                       "--watch", "--state", "--fresh", "--clock", "--time-limit", "--plain", "FLOWHOST_DURABILITY",
                       "FLOWRUN_SECRET_", "FLOWRUN_WATCH"] {
            #expect(page.contains("`\(option)"), "docs/Run.md does not explain \(option)")
        }
    }

    @Test("Every option of flowrun run has a help text")
    func everyRunOptionHasHelpText() throws {
        // When
        let result = try FlowrunProcess.run(["run", "--help"])

        // Then: an undocumented option's line in OPTIONS ends right after its name.
        // The section ends at the first blank line: the prose follows it.
        let section = result.stdout.components(separatedBy: "\nOPTIONS:\n").last ?? ""
        let options = section.components(separatedBy: "\n\n").first ?? ""
        let bare = options.split(separator: "\n").filter { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.hasPrefix("-") && !trimmed.contains("  ")
        }
        #expect(bare.isEmpty, "options without help: \(bare)")
    }
}
