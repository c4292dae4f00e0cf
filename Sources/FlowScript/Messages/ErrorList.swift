/// Several errors of one step as one message: each its own numbered block, the lines after its first (a
/// Lua traceback) indented under it, so where one error ends and the next begins stays plain.
///
/// ```
/// 2 errors:
/// 1. events.on('login') handler: flow.lua:2: handler failed
///    stack traceback:
///    	flow.lua:2: in function <flow.lua:2>
/// 2. login.build on_login: flow.lua:4: on_login failed
/// ```
enum ErrorList {
    /// The one message, or `N errors:` and a block per message; empty for none.
    static func joined(_ messages: [String]) -> String {
        guard messages.count > 1 else { return messages.first ?? "" }
        let blocks = messages.enumerated().map { index, message in
            let marker = "\(index + 1). "
            let indent = String(repeating: " ", count: marker.count)
            return marker + message.split(separator: "\n", omittingEmptySubsequences: false)
                .joined(separator: "\n" + indent)
        }
        return "\(messages.count) errors:\n" + blocks.joined(separator: "\n")
    }
}
