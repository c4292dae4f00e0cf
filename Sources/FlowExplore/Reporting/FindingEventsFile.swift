import FlowScript
import FlowTooling
import Foundation

/// The events files that replay a finding with `flowrun run FLOW --events FILE`: one per launch, since an
/// events file cannot relaunch. The first runs with `--fresh`, the next ones over the state it left.
public enum FindingEventsFile {
    /// One events file's name and text.
    public struct File: Equatable, Sendable {
        /// The file's name, `NN-kind.events`, then `NN-kind.2.events` after a relaunch.
        public let name: String
        /// Its content: a comment header, then the events.
        public let text: String
    }

    /// The files for `finding`, number `number` of the run, on `flow`; `directory` is where they are
    /// written, for the replay commands in their headers.
    public static func files(for finding: ExploreFinding, number: Int, flow: String, directory: String) -> [File] {
        var segments: [[ExploreAction]] = [[]]
        for action in finding.path {
            if action == .relaunch {
                segments.append([])
            } else {
                segments[segments.count - 1].append(action)
            }
        }
        let stem = (number < 10 ? "0" : "") + "\(number)-\(finding.kind.rawValue)"
        let names = segments.indices.map { $0 == 0 ? "\(stem).events" : "\(stem).\($0 + 1).events" }
        // A fresh folder of the user's own for each replay, never a fixed shared path another user could have
        // made first; the launches after a relaunch go on over the state the first one left in it.
        let state = names.count == 1 ? "\"$(mktemp -d)\"" : "\"$state\""
        var commands = names.enumerated().map { offset, name in
            "flowrun run \(ShellWord.quoted(flow)) --events \(ShellWord.quoted(directory + "/" + name)) --state \(state)"
                + (offset == 0 ? " --fresh" : "")
        }
        if commands.count > 1 {
            commands.insert("state=$(mktemp -d)", at: 0)
        }
        var lines = ["\(finding.kind.title) on \(finding.screen), depth \(finding.depth)"]
        lines += finding.message.split(separator: "\n", omittingEmptySubsequences: false).map { "  \($0)" }
        lines += ["Replay:"] + commands.map { "  \($0)" }
        // Escaped: a line break in a screen name or a path would end the comment and add an event line.
        // The first line starts with `headerPrefix`, by which a later run knows the file as its own.
        let header = headerPrefix + lines.map { ControlEscapes.escaped($0) + "\n" }.joined(separator: "# ")
        return zip(names, segments).enumerated().map { offset, pair in
            let (name, actions) = pair
            var text = header
            if names.count > 1 {
                text += "# Part \(offset + 1) of \(names.count)\(offset > 0 ? ", after a relaunch" : "").\n"
            }
            text += actions.map { "\($0.description)\n" }.joined()
            return File(name: name, text: text)
        }
    }
}

extension FindingEventsFile {
    /// How every file this writer writes starts: what a new run checks before removing an earlier run's.
    public static let headerPrefix = "# flowrun explore: "

    /// Whether `name` is exactly a name this writer gives (`NN-kind.events`, `NN-kind.P.events`: ASCII digits,
    /// the number two digits or more without a leading zero past two, the part from 2 without a leading zero).
    public static func isFindingFile(_ name: String) -> Bool {
        guard name.hasSuffix(".events") else { return false }
        let stem = name.dropLast(".events".count)
        let parts = stem.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, let first = parts.first, let dash = first.firstIndex(of: "-") else { return false }
        let number = first[..<dash]
        let kind = first[first.index(after: dash)...]
        guard let value = asciiNumber(number), value >= 1, number == ((value < 10 ? "0" : "") + "\(value)"),
              ExploreFindingKind(rawValue: String(kind)) != nil
        else { return false }
        guard parts.count == 2 else { return true }
        guard let part = asciiNumber(parts[1]), part >= 2 else { return false }
        return parts[1] == "\(part)"
    }

    /// Whether `data`, a file's bytes, starts as every file this writer writes starts, so that only a file a
    /// run wrote is removed by the next: a hand-written file of such a name stays.
    public static func isFindingText(_ data: Data) -> Bool {
        data.starts(with: Data(headerPrefix.utf8))
    }

    /// The value of `text` when it is ASCII digits only (never another script's digits).
    private static func asciiNumber(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.count <= 9, text.allSatisfy({ $0 >= "0" && $0 <= "9" }) else { return nil }
        return Int(text)
    }
}
