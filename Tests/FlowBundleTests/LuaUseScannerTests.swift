import Testing

@testable import FlowBundle

@Suite struct LuaUseScannerTests {
    @Test func usesInCommentsAndStringsAreNotUses() {
        let text = """
            -- app.counter.commented()
            --[==[ require("hidden")
            app.counter.long_comment() ]==]
            local s = "app.counter.in_string()" .. [[ app.counter.in_long() ]]
            local real = require "real"
            app.counter.bump()
            app.events.on("counter_bumped", f)
            other.app.counter.not_ours()
            """
        #expect(LuaUseScanner.uses(in: text) == [
            .require("real", line: 5), .binding(module: "counter", member: "bump", line: 6),
            .event("counter_bumped", line: 7),
        ])
    }

    @Test func theHostsOwnMembersAreNotModuleUses() {
        #expect(LuaUseScanner.uses(in: "app.nav.push(x); app.screen.x = 1; app.events.off('x')").isEmpty)
    }
}
