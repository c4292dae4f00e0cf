import FlowHostTestSupport
import Foundation
import Testing
@testable import FlowScript

@Suite("Transcript")
struct TranscriptTests {
    func written(_ transcript: Transcript, as format: TranscriptFormat) throws -> String {
        try transcript.steps.map(format.format).joined()
    }

    @Test("L1, L4: the text transcript lists each step with masked secrets")
    func textTranscriptGolden() throws {
        // Given
        let transcript = LoginTranscript.run()

        // When
        let text = try written(transcript, as: .text)

        // Then
        #expect(text == """
            [0] start
                navigation: replaceRoot login
                screen: login "Sign In"
                field email: "" (Email)
                field password: "" (Password, secure)
                button 1: Sign In
            [1] line 1: type email agent@shield.org
                screen: login "Sign In"
                field email: "agent@shield.org" (Email)
                field password: "" (Password, secure)
                button 1: Sign In
            [2] line 2: type password ********
                screen: login "Sign In"
                field email: "agent@shield.org" (Email)
                field password: "********" (Password, secure)
                button 1: Sign In
            [3] line 3: tap Sign In
                navigation: push items.list
                screen: items.list "Items"
                row 1: Milk | 2024-05-01
            [4] announce: login user="42"
            [5] line 4: select 5
                error: row 5 is out of range on screen 'items.list' (rows 1-1)

            """)
    }

    @Test("L1, L4: the JSON transcript is one sorted object per step with masked secrets")
    func jsonLinesTranscriptGolden() throws {
        // Given
        let transcript = LoginTranscript.run()

        // When
        let lines = try written(transcript, as: .json).split(separator: "\n", omittingEmptySubsequences: false)

        // Then
        #expect(lines.count == 7)
        #expect(lines[0] == #"{"kind":"start","navigation":[{"kind":"replaceRoot","modules":["login"]}],"screen":{"buttons":[{"enabled":true,"title":"Sign In"}],"fields":[{"id":"email","label":"Email","placeholder":"","secure":false,"value":""},{"id":"password","label":"Password","placeholder":"","secure":true,"value":""}],"images":[],"labels":[],"loading":false,"name":"login","rows":[],"title":"Sign In"},"step":0}"#)
        #expect(lines[2] == #"{"event":"type password ********","kind":"event","line":2,"navigation":[],"screen":{"buttons":[{"enabled":true,"title":"Sign In"}],"fields":[{"id":"email","label":"Email","placeholder":"","secure":false,"value":"agent@shield.org"},{"id":"password","label":"Password","placeholder":"","secure":true,"value":"********"}],"images":[],"labels":[],"loading":false,"name":"login","rows":[],"title":"Sign In"},"step":2}"#)
        #expect(lines[3] == #"{"event":"tap Sign In","kind":"event","line":3,"navigation":[{"kind":"push","modules":["items.list"]}],"screen":{"buttons":[],"fields":[],"images":[],"labels":[],"loading":false,"name":"items.list","rows":[{"detail":"2024-05-01","enabled":true,"title":"Milk"}],"title":"Items"},"step":3}"#)
        #expect(lines[4] == #"{"announcement":{"fields":{"user":42},"name":"login"},"kind":"announcement","message":"login user=\"42\"","step":4}"#)
        #expect(lines[5] == #"{"event":"select 5","kind":"error","line":4,"message":"row 5 is out of range on screen 'items.list' (rows 1-1)","step":5}"#)
        #expect(lines[6] == "")
    }

    @Test("The text transcript escapes a script's control characters, so a label keeps to its line")
    func textTranscriptEscapesControlCharacters() throws {
        // Given
        var transcript = Transcript()
        transcript.recordStart(screen: Screen(
            name: "weird", title: "a\u{0}b \u{1B}[31mRED", labels: ["line1\nline2", "tab\there"],
            buttons: [ScreenButton(title: "over\r")]))

        // When
        let text = try written(transcript, as: .text)

        // Then
        #expect(text == """
            [0] start
                screen: weird "a\\000b \\027[31mRED"
                label: line1\\010line2
                label: tab\there
                button 1: over\\013

            """)
    }

    @Test("An error's later lines (a traceback) are indented under its first in the text transcript")
    func textTranscriptIndentsAnErrorsLaterLines() throws {
        // Given
        var transcript = Transcript()
        transcript.recordError("flow.lua:2: boom\nstack traceback:\n\tflow.lua:2: in main chunk", event: .back, line: 1)

        // When
        let text = try written(transcript, as: .text)

        // Then
        #expect(text == """
            [0] line 1: back
                error: flow.lua:2: boom
                       stack traceback:
                       \tflow.lua:2: in main chunk

            """)
    }

    @Test func noFormatLeaksASecureValue() throws {
        // Given
        let transcript = LoginTranscript.run()

        // When
        let outputs = try TranscriptFormat.allCases.map { try written(transcript, as: $0) }

        // Then
        for output in outputs {
            #expect(!output.contains("hailHydra"))
        }
    }

    @Test func jsonStepsDecodeBackToTheRecordedSteps() throws {
        // Given
        let transcript = LoginTranscript.run()

        // When
        let decoded = try written(transcript, as: .json)
            .split(separator: "\n")
            .map { try JSONDecoder().decode(TranscriptStep.self, from: Data($0.utf8)) }

        // Then
        #expect(decoded == transcript.steps)
    }

    @Test("A row's id stays out of JSON transcripts: two runs whose items got other random ids write the same")
    func rowIdsAreNotWrittenToTranscripts() throws {
        // Given
        func run(id: String) -> Transcript {
            var transcript = Transcript()
            transcript.recordStart(screen: Screen(name: "items.list", rows: [ScreenRow(title: "Milk", id: id)]))
            return transcript
        }

        // When
        let first = try written(run(id: UUID().uuidString), as: .json)
        let second = try written(run(id: UUID().uuidString), as: .json)

        // Then
        #expect(first == second)
        #expect(!first.contains("\"id\""))
    }
}
