import FlowHostTestSupport
import FlowTestSupport
import Foundation
import Testing

/// docs/CI.md's workflows as a person pastes them: each YAML block parses (PyYAML, when installed), has the
/// structure its CI service needs, and uses only options `flowrun test` and `flowrun explore` have.
@Suite("docs/CI.md")
struct CIDocsTests {
    /// The YAML blocks of docs/CI.md, in order.
    private func yamlBlocks() throws -> [String] {
        let text = try String(
            contentsOf: PackagePaths.root.appendingPathComponent("docs/CI.md"), encoding: .utf8)
        return text.components(separatedBy: "```yaml\n").dropFirst().compactMap {
            $0.components(separatedBy: "\n```").first
        }
    }

    @Test("Every flowrun test and explore option the workflows use is an option of that command", arguments: [
        ("test", ["--shard", "--junit", "--coverage-dir", "--coverage-format", "--ci"]),
        ("explore", ["--shard", "--merge", "--junit", "--findings", "--inputs"]),
    ])
    func workflowOptionsExist(command: String, expected: [String]) throws {
        // Given
        let blocks = try yamlBlocks()
        let help = try FlowrunProcess.run([command, "--help"])

        // When: the options of every flowrun test command: the rest of its line, and the folded lines after
        // it that start with an option
        var commands: [String] = []
        for block in blocks {
            var inCommand = false
            for line in block.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
                if let range = line.range(of: "flowrun \(command) ") {
                    commands.append(String(line[range.upperBound...]))
                    inCommand = true
                } else if inCommand && line.hasPrefix("--") {
                    commands.append(line)
                } else {
                    inCommand = false
                }
            }
        }
        let options = Set(commands.flatMap { command in
            command.matches(of: /(?:^|\s)(--[a-z][a-z-]*)/).map { String($0.output.1) }
        })

        // Then
        #expect(blocks.count == 4)
        #expect(options.isSuperset(of: Set(expected)), "\(options)")
        for option in options {
            #expect(help.stdout.contains("  \(option) "), "flowrun \(command) has no \(option)")
        }
    }

    @Test("The GitHub Actions and GitLab workflows parse and shard over a matrix, keeping JUnit and coverage",
          .enabled(if: CIDocsTests.hasPyYAML, "PyYAML is not installed"))
    func workflowsParse() throws {
        // Given
        let blocks = try yamlBlocks()
        let scratch = try TemporaryDirectory()
        let github = try scratch.write(blocks[0], to: "github.yml")
        let gitlab = try scratch.write(blocks[1], to: "gitlab.yml")
        let script = """
            import sys, yaml
            github = yaml.safe_load(open(sys.argv[1]))
            job = github["jobs"]["specs"]
            assert job["strategy"]["matrix"]["shard"] == [1, 2, 3], job["strategy"]
            runs = " ".join(step.get("run", "") for step in job["steps"])
            assert "--shard ${{ matrix.shard }}/3" in runs, runs
            uploads = [s for s in job["steps"] if s.get("uses", "").startswith("actions/upload-artifact")]
            assert uploads and "lcov.info" in uploads[0]["with"]["path"], uploads
            gitlab = yaml.safe_load(open(sys.argv[2]))["specs"]
            assert gitlab["parallel"] == 3
            assert "--shard $CI_NODE_INDEX/$CI_NODE_TOTAL" in " ".join(gitlab["script"])
            reports = gitlab["artifacts"]["reports"]
            assert reports["junit"] == "junit.xml"
            assert reports["coverage_report"] == {"coverage_format": "cobertura", "path": "coverage/cobertura.xml"}
            explore = yaml.safe_load(open(sys.argv[3]))["jobs"]
            assert explore["shard"]["strategy"]["matrix"]["shard"] == [1, 2, 3], explore["shard"]
            runs = " ".join(step.get("run", "") for step in explore["shard"]["steps"])
            assert "--shard ${{ matrix.shard }}/3" in runs, runs
            assert explore["merge"]["needs"] == "shard"
            merge = " ".join(step.get("run", "") for step in explore["merge"]["steps"])
            assert "--merge parts/part-1-of-3.state parts/part-2-of-3.state parts/part-3-of-3.state" in merge, merge
            lab = yaml.safe_load(open(sys.argv[4]))
            assert lab["explore-shard"]["parallel"] == 3
            assert "--shard $CI_NODE_INDEX/$CI_NODE_TOTAL" in " ".join(lab["explore-shard"]["script"])
            assert lab["explore-merge"]["needs"] == ["explore-shard"]
            assert "--merge parts/part-*-of-3.state" in " ".join(lab["explore-merge"]["script"])
            assert lab["explore-merge"]["artifacts"]["reports"]["junit"] == "explore.xml"
            print("ok")
            """

        // When
        let python = try #require(ExternalTool.path(of: "python3"))
        let exploreGithub = try scratch.write(blocks[2], to: "explore-github.yml")
        let exploreGitlab = try scratch.write(blocks[3], to: "explore-gitlab.yml")
        let result = try ExternalTool.run(python, ["-c", script, github, gitlab, exploreGithub, exploreGitlab])

        // Then
        #expect(result.status == 0 && result.output == "ok\n", "\(result.output)")
    }

    /// Whether python3 can import PyYAML.
    static var hasPyYAML: Bool {
        guard let python = ExternalTool.path(of: "python3"),
              let result = try? ExternalTool.run(python, ["-c", "import yaml"]) else { return false }
        return result.status == 0
    }
}
