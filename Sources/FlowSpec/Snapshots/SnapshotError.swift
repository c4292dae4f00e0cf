/// Why `to_match_snapshot` failed; the DSL reports it at the spec's line.
enum SnapshotError: Error, Equatable, CustomStringConvertible {
    /// The stored snapshot at `file`:`line` differs; `diff` shows how (``SnapshotDiff``).
    case changed(label: SnapshotLabel, file: String, line: Int, diff: [String])
    /// The snapshot is not stored and, on CI, is not written.
    case missingOnCI(label: SnapshotLabel, file: String)
    /// The spec's snapshot file cannot be read or is corrupt.
    case unusableFile(SnapshotFileError)
    /// Several scenarios of the file have this name, and snapshots are kept by scenario name.
    case sharedScenarioName(String, lines: [Int])

    /// The failure: one line, and for a changed snapshot the diff on the lines below.
    var description: String {
        switch self {
        case .changed(let label, let file, let line, let diff):
            return (["snapshot \(label) does not match the one stored at \(file):\(line) (- stored, + now; "
                + "flowrun test --update-snapshots records the new one):"] + diff).joined(separator: "\n")
        case .missingOnCI(let label, let file):
            return "snapshot \(label) is not stored in \(file), and on CI (CI=true or --ci) snapshots are not "
                + "written: record it with flowrun test, review it and commit the file"
        case .unusableFile(let error):
            return "the spec's snapshots cannot be used: \(error)"
        case .sharedScenarioName(let name, let lines):
            let places = lines.map(String.init).joined(separator: ", ")
            return "snapshots are kept by scenario name, and the scenarios at lines \(places) are all named "
                + "\(SnapshotQuoting.quoted(name)): give them names of their own"
        }
    }
}
