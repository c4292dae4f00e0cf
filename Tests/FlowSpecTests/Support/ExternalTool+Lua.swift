import FlowHostTestSupport
import Foundation

extension ExternalTool {
    /// This test target's `Lua` folder (the harness and the fake host).
    static var luaTestFolder: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Lua").path
    }
}
