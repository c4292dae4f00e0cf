import FlowScript
import FlowTooling

/// `--junit FILE`: the exploration as JUnit XML. One test case per screen and check (each finding kind), so a
/// CI server lists what was checked and where; a case fails with the findings of its kind on its screen.
/// Warnings pass, with their findings as `system-out`.
public enum ExploreJUnit {
    /// The XML of `result`.
    public static func text(of result: ExploreResult) -> String {
        var cases: [String] = []
        var failures = 0
        let screens = ["launch"] + result.map.nodes.map(\.name)
        for screen in screens {
            for kind in ExploreFindingKind.allCases {
                let found = result.findings.filter { $0.screen == screen && $0.kind == kind }
                if screen == "launch", found.isEmpty { continue }
                let name = XMLText.escaped("\(kind.title) on \(screen)", inAttribute: true)
                var text = "    <testcase classname=\"explore.\(kind.rawValue)\" name=\"\(name)\""
                let details = found.map { finding in
                    finding.message + "\npath: "
                        + (finding.path.isEmpty ? "(the launch)" : finding.path.map(\.description).joined(separator: " > "))
                }.joined(separator: "\n\n")
                if found.isEmpty {
                    text += "/>"
                } else if kind.isError {
                    failures += 1
                    let message = XMLText.escaped(found[0].message.split(separator: "\n").first.map(String.init) ?? "", inAttribute: true)
                    text += ">\n      <failure type=\"\(kind.rawValue)\" message=\"\(message)\">"
                        + XMLText.escaped(details) + "</failure>\n    </testcase>"
                } else {
                    text += ">\n      <system-out>" + XMLText.escaped(details) + "</system-out>\n    </testcase>"
                }
                cases.append(text)
            }
        }
        let seconds = String(format3(result.seconds))
        let suite = XMLText.escaped("flowrun explore \(result.flow)", inAttribute: true)
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites tests="\(cases.count)" failures="\(failures)" errors="0" time="\(seconds)">
              <testsuite name="\(suite)" tests="\(cases.count)" failures="\(failures)" errors="0" skipped="0" time="\(seconds)">
            \(cases.joined(separator: "\n"))
              </testsuite>
            </testsuites>

            """
    }

    private static func format3(_ value: Double) -> String {
        let thousandths = Int((value * 1000).rounded())
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
