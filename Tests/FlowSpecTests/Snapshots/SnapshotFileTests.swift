import Testing
@testable import FlowSpec

/// The snapshot file format: what it writes reads back exactly, and a file that breaks the format is refused
/// at its line with what is wrong there.
@Suite("Snapshot file")
struct SnapshotFileTests {
    private static let path = "Tests/Acceptance/__snapshots__/app_spec.lua.snap"

    private static func entry(_ scenario: String, _ label: SnapshotLabel, _ text: String) -> SnapshotEntry {
        SnapshotEntry(key: SnapshotKey(scenario: scenario, label: label), text: text, line: 0)
    }

    @Test("Every text, names with quotes and escapes, empty lines, trailing spaces and control characters read back as written")
    func renderedFileReadsBackExactly() throws {
        // Given
        let texts = [
            "screen \"login\"\n  indented\n\n| a bar\nlast",
            "",
            "\n",
            "trailing space \nand tab\t",
            "tab\tinside\r\ncarriage return and \u{1B}[31m escape",
            "\"quoted\" and \\backslash\\ and Ünïcödé ✓",
        ]
        let file = SnapshotFile(entries: texts.enumerated().map { offset, text in
            Self.entry("Group \"quoted\" \\ name #tag", offset % 2 == 0 ? .ordinal(offset + 1) : .named("n\(offset)\t\""), text)
        })

        // When
        let rendered = file.rendered(specName: "app_spec.lua")
        let read = try SnapshotFile(parsing: rendered, path: Self.path)

        // Then
        #expect(read.entries.map(\.key) == file.entries.map(\.key))
        #expect(read.entries.map(\.text) == texts)
        #expect(rendered.hasPrefix("# FlowSpec snapshots of app_spec.lua"))
        #expect(rendered.contains("\n| screen \"login\"\n|   indented\n|\n| | a bar\n| last\n"))
        #expect(rendered.contains("\n|\"trailing space \"\n"))
    }

    @Test("A header's line is kept with its entry, for messages; lines may end in CRLF after a byte order mark")
    func headersKeepTheirLinesAndCRLFIsRead() throws {
        // Given
        let text = "\u{FEFF}# comment\r\n\r\nsnapshot \"A\" #1\r\n| one\r\n|\r\n\r\nsnapshot \"A\" \"named\"\r\n| two\r\n"

        // When
        let file = try SnapshotFile(parsing: text, path: Self.path)

        // Then
        #expect(file.entries == [
            SnapshotEntry(key: SnapshotKey(scenario: "A", label: .ordinal(1)), text: "one\n", line: 3),
            SnapshotEntry(key: SnapshotKey(scenario: "A", label: .named("named")), text: "two", line: 7),
        ])
    }

    @Test("A corrupt file is refused at the line at fault, saying what is wrong there", arguments: [
        ("| orphan\n", 1, "a text line (|) comes before any snapshot header"),
        ("snapshot \"A\" #1\n| ok\nnot a header\n", 3, "expected a header (snapshot \"<scenario>\" #<n>"),
        ("snapshot \"A\" #1\n\nsnapshot \"B\" #1\n| b\n", 1, "snapshot \"A\" #1 has no text lines after it"),
        ("snapshot \"A\" #1\n| a\nsnapshot \"A\" #1\n| b\n", 3, "snapshot \"A\" #1 is stored twice (first at line 1)"),
        ("snapshot \"A #1\n| a\n", 1, "the scenario's name: the quoted string has no closing quote"),
        ("snapshot A #1\n| a\n", 1, "the scenario's name: a quoted string (\"...\") was expected"),
        ("snapshot \"A\" #0\n| a\n", 1, "after # comes a snapshot number (#1, #2, ...)"),
        ("snapshot \"A\"#1\n| a\n", 1, "one space follows the scenario's quoted name"),
        ("snapshot \"A\" \"n\" extra\n| a\n", 1, "the line goes on after the snapshot's name"),
        ("snapshot \"A\" #1\n|x\n", 2, "after |, a text line holds a space and the text"),
        ("snapshot \"A\" #1\n|\"bad \\q escape\"\n", 2, "a backslash starts an escape snapshot files do not have"),
        ("snapshot \"A\" #1\n|\"closed\" more\n", 2, "the quoted text line goes on after its closing quote"),
    ])
    func corruptFileNamesItsLine(text: String, line: Int, reason: String) throws {
        // When
        let error = #expect(throws: SnapshotFileError.self) { try SnapshotFile(parsing: text, path: Self.path) }

        // Then
        guard case .corrupt(let path, let at, let message)? = error else {
            Issue.record("expected a corrupt file, got \(String(describing: error))")
            return
        }
        #expect(path == Self.path)
        #expect(at == line)
        #expect(message.contains(reason), "\(message)")
        #expect(error?.description.hasPrefix("\(Self.path):\(line): ") == true)
    }

    @Test("The snapshot file of a spec is in __snapshots__ beside it, named after it")
    func snapshotFileIsBesideTheSpec() {
        #expect(SnapshotFile.path(forSpec: "Tests/Acceptance/app_spec.lua")
            == "Tests/Acceptance/__snapshots__/app_spec.lua.snap")
        #expect(SnapshotFile.path(forSpec: "login_spec.lua") == "__snapshots__/login_spec.lua.snap")
        #expect(SnapshotFile.path(forSpec: "/tmp/x/a_spec.lua") == "/tmp/x/__snapshots__/a_spec.lua.snap")
    }

    @Test("Applying a run's changes keeps snapshots another run stored meanwhile, updates, removes and orders them")
    func applyingChangesMergesAndOrders() {
        // Given: a file holding B's snapshots and one of A's, which another run wrote after this run read it
        let file = SnapshotFile(entries: [
            Self.entry("B", .named("late"), "b late"),
            Self.entry("B", .ordinal(1), "b one"),
            Self.entry("A", .ordinal(1), "written meanwhile"),
            Self.entry("Gone", .ordinal(1), "obsolete"),
        ])
        var changes = SnapshotChanges()
        changes.writes = [
            .init(key: SnapshotKey(scenario: "A", label: .ordinal(1)), text: "this run's", replaces: false),
            .init(key: SnapshotKey(scenario: "A", label: .named("first")), text: "a first", replaces: false),
            .init(key: SnapshotKey(scenario: "B", label: .ordinal(1)), text: "b one updated", replaces: true),
        ]
        changes.checked = [
            SnapshotKey(scenario: "A", label: .named("first")), SnapshotKey(scenario: "A", label: .ordinal(1)),
            SnapshotKey(scenario: "B", label: .ordinal(1)),
        ]
        changes.removals = [SnapshotKey(scenario: "Gone", label: .ordinal(1))]

        // When
        let applied = file.applying(changes, scenarioOrder: ["A", "B"])

        // Then
        #expect(applied.entries.map { "\($0.key) = \($0.text)" } == [
            "\"A\" \"first\" = a first",
            "\"A\" #1 = written meanwhile",
            "\"B\" #1 = b one updated",
            "\"B\" \"late\" = b late",
        ])
    }
}
