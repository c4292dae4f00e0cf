import ArgumentParser
import Foundation

/// The check `run` and `explore` make of their flow argument before anything is opened.
enum FlowFileCheck {
    /// Throws a usage error when `path` names nothing or a folder.
    static func validate(_ path: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ValidationError("no flow file at \(path)")
        }
        guard !isDirectory.boolValue else {
            throw ValidationError("\(path) is a folder, not a flow file")
        }
    }
}
