import FlowScript

/// The text summary `flowrun explore` prints: what was explored, why it stopped, each screen's button
/// coverage, and the findings with their paths.
public enum ExploreSummary {
    /// The summary of `result`; `files` maps each finding's position in `result.findings` to its events files.
    public static func text(of result: ExploreResult, files: [Int: [String]] = [:]) -> String {
        var out = "flowrun explore \(shown(result.flow))\n"
        let seconds = (result.seconds * 100).rounded() / 100
        out += "  \(count(result.states, "state")) on \(count(result.map.nodes.count, "screen")), "
            + "\(count(result.actions, "action")) tried, depth \(result.depth), \(seconds) s"
        if let seed = result.seed {
            out += ", seed \(seed)"
        }
        out += "\n  \(count(result.counts.executed, "action")) executed (\(result.counts.replaySteps) replaying paths "
            + "from a fresh launch), \(count(result.counts.launches, "launch", plural: "launches"))"
        out += "\n  \(result.stop.sentence)\n"
        if let frontier = result.frontier.sentence {
            out += "  \(frontier)\n"
        }
        if !result.coverage.isEmpty {
            out += "\nButtons (and alert actions) tapped, by screen:\n"
            for screen in result.coverage {
                out += "  \(shown(screen.screen)): \(screen.tapped.count)/\(screen.buttons.count)"
                if screen.isAlert {
                    out += " alert actions"
                }
                let unreached = screen.untapped.filter { !screen.neverEnabled.contains($0) }
                if !screen.failed.isEmpty {
                    out += "; tap failed (see the errors below): "
                        + screen.failed.map { "\"\($0)\"" }.joined(separator: ", ")
                }
                if !screen.neverEnabled.isEmpty {
                    out += "; never enabled: " + screen.neverEnabled.map { "\"\(shown($0))\"" }.joined(separator: ", ")
                }
                if !unreached.isEmpty {
                    out += "; not tapped within the limits: " + unreached.map { "\"\(shown($0))\"" }.joined(separator: ", ")
                }
                out += "\n"
            }
        }
        let errors = result.findings.filter(\.kind.isError).count
        let warnings = result.findings.count - errors
        out += "\n\(count(errors, "error")), \(count(warnings, "warning"))\n"
        for (index, finding) in result.findings.enumerated() {
            let severity = finding.kind.isError ? "error" : "warning"
            out += "\n\(severity): \(finding.kind.title) on \(shown(finding.screen)), depth \(finding.depth)\n"
            for line in finding.message.split(separator: "\n", omittingEmptySubsequences: false) {
                out += "    \(shown(String(line)))\n"
            }
            out += "  path: " + (finding.path.isEmpty ? "(the launch)" : finding.path.map { shown(pathStep($0)) }.joined(separator: " > "))
            out += "\n"
            for file in files[index] ?? [] {
                out += "  replay: \(shown(file))\n"
            }
        }
        return out
    }

    /// An action as the path line shows it: long typed texts cut.
    static func pathStep(_ action: ExploreAction) -> String {
        let text = action.description
        return text.count > 60 ? String(text.prefix(57)) + "..." : text
    }

    /// Text from the flow (screen names, titles, messages) through the terminal sanitiser: the summary goes
    /// to a terminal.
    private static func shown(_ text: String) -> String {
        ControlEscapes.escaped(text)
    }

    private static func count(_ number: Int, _ noun: String, plural: String? = nil) -> String {
        "\(number) \(number == 1 ? noun : plural ?? noun + "s")"
    }
}
