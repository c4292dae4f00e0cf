import FlowScript
import Foundation

/// Where `flowrun run` takes its events from when it does not run interactively.
enum EventInput: Equatable {
    /// An events file, by the path the user gave.
    case file(String)
    /// Standard input: `--events -`, or a standard input that is not a terminal.
    case standardInput

    /// The name errors and transcripts give the input: the path, or `stdin`.
    var sourceName: String {
        switch self {
        case .file(let path): path
        case .standardInput: "stdin"
        }
    }

    /// Reads the whole input and parses it, so that a broken line stops the run before any event runs.
    /// - Returns: The events with their lines.
    /// - Throws: ``RunFailure/unreadableEvents(source:reason:)`` or ``RunFailure/invalidEvents(_:)``.
    func read() throws(RunFailure) -> [FlowEventLine] {
        let data: Data
        do {
            switch self {
            case .file(let path):
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                    throw RunFailure.unreadableEvents(source: path, reason: "it is a folder")
                }
                // A FileHandle reads devices and pipes too (`--events /dev/null`, process substitution),
                // which `Data(contentsOf:)` refuses.
                let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
                defer { try? handle.close() }
                data = try handle.readToEnd() ?? Data()
            case .standardInput:
                data = try FileHandle.standardInput.readToEnd() ?? Data()
            }
        } catch let failure as RunFailure {
            throw failure
        } catch {
            throw .unreadableEvents(source: sourceName, reason: Self.reason(error))
        }
        do {
            return try FlowEventParser(source: sourceName).parse(data)
        } catch {
            throw .invalidEvents(error)
        }
    }

    /// Foundation's file errors carry the POSIX reason underneath a longer sentence; the short reason
    /// reads better after the path.
    private static func reason(_ error: any Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let underlying, underlying.domain == NSPOSIXErrorDomain,
           let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(code.rawValue))
        }
        return error.localizedDescription
    }
}
