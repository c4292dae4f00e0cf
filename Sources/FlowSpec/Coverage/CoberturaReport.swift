import FlowScript
import FlowTooling
import Foundation

/// Line and function coverage as Cobertura's XML (coverage-04.dtd): a package per folder, a class per flow
/// file, a method per function. Lua has no branches counted here: branch rates are 0 of 0, written as 1.
enum CoberturaReport {
    /// The XML of `report`, its file names relative to `directory` (the `source`), stamped `timestamp`
    /// (milliseconds since 1970, as Cobertura writes it).
    static func xml(of report: CoverageReport, directory: URL, timestamp: Int64) -> String {
        let files = report.files
        let valid = files.reduce(0) { $0 + $1.lineCount }
        let covered = files.reduce(0) { $0 + $1.hitCount }
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<!DOCTYPE coverage SYSTEM "http://cobertura.sourceforge.net/xml/coverage-04.dtd">"#,
            "<coverage line-rate=\"\(rate(covered, of: valid))\" branch-rate=\"1\" lines-covered=\"\(covered)\" "
                + "lines-valid=\"\(valid)\" branches-covered=\"0\" branches-valid=\"0\" complexity=\"0\" "
                + "version=\"flowspec\" timestamp=\"\(timestamp)\">",
            "  <sources>",
            "    <source>\(XMLText.escaped(directory.standardizedFileURL.path))</source>",
            "  </sources>",
            "  <packages>",
        ]
        let packages = Dictionary(grouping: files) { (($0.displayPath as NSString).deletingLastPathComponent) }
        for name in packages.keys.sorted() {
            let members = packages[name] ?? []
            let packageRate = rate(members.reduce(0) { $0 + $1.hitCount }, of: members.reduce(0) { $0 + $1.lineCount })
            lines.append("    <package name=\"\(attribute(name.isEmpty ? "." : name))\" line-rate=\"\(packageRate)\" "
                + "branch-rate=\"1\" complexity=\"0\">")
            lines.append("      <classes>")
            for file in members {
                lines.append("        <class name=\"\(attribute(file.displayPath))\" filename=\"\(attribute(file.displayPath))\" "
                    + "line-rate=\"\(rate(file.hitCount, of: file.lineCount))\" branch-rate=\"1\" complexity=\"0\">")
                lines.append("          <methods>")
                for function in file.functions {
                    let hit = function.lines.filter { (file.hits[$0] ?? 0) > 0 }.count
                    lines.append("            <method name=\"\(attribute(function.name))\" signature=\"\" "
                        + "line-rate=\"\(rate(hit, of: function.lines.count))\" branch-rate=\"1\" complexity=\"0\">")
                    lines.append("              <lines>")
                    lines += function.lines.map { "                " + line($0, file) }
                    lines.append("              </lines>")
                    lines.append("            </method>")
                }
                lines.append("          </methods>")
                lines.append("          <lines>")
                lines += file.executableLines.map { "            " + line($0, file) }
                lines.append("          </lines>")
                lines.append("        </class>")
            }
            lines.append("      </classes>")
            lines.append("    </package>")
        }
        lines += ["  </packages>", "</coverage>"]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func line(_ number: Int, _ file: FileCoverage) -> String {
        "<line number=\"\(number)\" hits=\"\(file.hits[number] ?? 0)\" branch=\"false\"/>"
    }

    /// `part` of `whole` as a rate from 0 to 1 with up to four decimals; 1 for nothing to cover.
    private static func rate(_ part: Int, of whole: Int) -> String {
        guard whole > 0 else { return "1" }
        let value = (Double(part) / Double(whole) * 10_000).rounded() / 10_000
        return String(value)
    }

    private static func attribute(_ text: String) -> String {
        XMLText.escaped(text, inAttribute: true)
    }
}
