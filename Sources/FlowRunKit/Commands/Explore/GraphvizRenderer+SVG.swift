import FlowScript
import Foundation

extension GraphvizRenderer {
    /// `dot` drawn as an SVG document in memory, for the studio's map.
    /// - Returns: The SVG, or why it could not be drawn.
    func svg(_ dot: String) -> Result<String, GraphvizFailure> {
        guard let executable else { return .failure(GraphvizFailure(message: "dot is not installed (apt-get install graphviz)")) }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["-Tsvg"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return .failure(GraphvizFailure(message: POSIXReason.text(of: error)))
        }
        // dot reads all its input before it writes: the pipe cannot fill both ways at once.
        input.fileHandleForWriting.write(Data(dot.utf8))
        try? input.fileHandleForWriting.close()
        let svg = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            return .failure(GraphvizFailure(message: "dot exited with status \(process.terminationStatus)"))
        }
        return .success(String(decoding: svg, as: UTF8.self))
    }
}
