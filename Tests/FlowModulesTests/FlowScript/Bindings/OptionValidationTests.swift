import FlowHostTestSupport
import FlowModules
import FlowStore
import FlowTestSupport
import FlowCore
import Foundation
import Testing
@testable import FlowScript

@Suite("Checking the options of app's builders")
struct OptionValidationTests {
    /// The message of the error raised by `call` (a Lua expression) in a flow's start.
    static func startError(_ call: String) async throws -> String? {
        let folder = try ScriptTestSupport.ScriptFolder()
        let source = "return function(app)\n  app.nav:replace_root(\(call))\nend\n"
        let error = await #expect(throws: FlowDriverError.self) {
            _ = try await ScriptTestSupport.start(source: source, in: folder)
        }
        guard case .startFailed? = error, let reason = error?.reason else { return nil }
        return reason.split(separator: "\n").first.map(String.init)
    }

    @Test("A value of the wrong type names the option, the builder and both types")
    func wrongTypeIsNamed() async throws {
        // Given, When
        let message = try await Self.startError("app.onboarding.build{ images = 3, on_finish = print }")

        // Then
        #expect(message == "flow.lua:2: bad option 'images' to 'onboarding.build' (string[] expected, got number 3)")
    }

    @Test("A list with an element of the wrong type names its index")
    func wrongElementIsNamed() async throws {
        // Given, When
        let message = try await Self.startError("app.screen{ labels = { 'one', true } }")

        // Then
        #expect(message == "flow.lua:2: bad option 'labels[2]' to 'screen' (string expected, got boolean)")
    }

    @Test("A misspelt option is refused, listing the known ones")
    func unknownOptionIsRefused() async throws {
        // Given, When
        let message = try await Self.startError("app.items.list{ on_selct = print }")

        // Then
        #expect(message == "flow.lua:2: unknown option 'on_selct' to 'items.list' (known: on_select, on_add, actions)")
    }

    @Test("A required callback that is missing is named")
    func missingCallbackIsNamed() async throws {
        // Given, When
        let message = try await Self.startError("app.login.build{}")

        // Then
        #expect(message == "flow.lua:2: missing option 'on_login' to 'login.build' (function expected)")
    }

    @Test("Options that are not a table are refused")
    func optionsMustBeATable() async throws {
        // Given, When
        let message = try await Self.startError("app.melodies.list('fast')")

        // Then
        #expect(message == "flow.lua:2: bad argument #1 to 'melodies.list' (options table expected, got string)")
    }

    @Test("A button without an action names the entry")
    func buttonWithoutAction() async throws {
        // Given, When
        let message = try await Self.startError("app.screen{ buttons = { { title = 'Go' } } }")

        // Then
        #expect(message == "flow.lua:2: missing option 'buttons[1].action' to 'screen' (function expected)")
    }

    @Test("An api table with a misspelt function is refused when the module is built, listing the known one")
    func apiWithoutItsFunction() async throws {
        // Given, When
        let message = try await Self.startError("app.login.build{ api = { signin = print }, on_login = print }")

        // Then
        #expect(message == "flow.lua:2: unknown option 'api.signin' to 'login.build' (known: sign_in)")
    }

    @Test("An api function of the wrong type is named with its option path")
    func apiFunctionOfTheWrongType() async throws {
        // Given, When
        let message = try await Self.startError("app.login.build{ api = { sign_in = 'x' }, on_login = print }")

        // Then
        #expect(message == "flow.lua:2: bad option 'api.sign_in' to 'login.build' (function expected, got string)")
    }

    @Test("A melodies api without fetch is refused naming api.fetch")
    func melodiesAPIWithoutFetch() async throws {
        // Given, When
        let message = try await Self.startError("app.melodies.list{ api = {} }")

        // Then
        #expect(message == "flow.lua:2: missing option 'api.fetch' to 'melodies.list' (function expected)")
    }

    @Test("Navigation takes views only")
    func navigationTakesViews() async throws {
        // Given, When
        let message = try await Self.startError("{ title = 'not a view' }")

        // Then
        #expect(message == "flow.lua:2: bad argument #1 to 'replace_root' (View expected, got table)")
    }

    @Test("items.details names the field of the item at fault")
    func detailsNamesTheField() async throws {
        // Given, When
        let message = try await Self.startError("app.items.details{ id = '1', title = 'Milk', date = 'yesterday' }")

        // Then
        #expect(message == """
            flow.lua:2: bad argument #1 to 'items.details' (item.date: ISO 8601 ("2024-05-01" or \
            "2024-05-01T09:30:00Z") or seconds since 1970 expected, got "yesterday")
            """)
    }

    @Test("A date that is NaN, infinite or outside 1583-9999 is refused, naming the field and the value",
          arguments: [
              ("0/0", "number nan"), ("math.huge", "number inf"), ("-math.huge", "number -inf"),
              ("1e300", "number 1e+300"), ("math.maxinteger", "number 9223372036854775807"),
              ("'0001-01-01'", "\"0001-01-01\""),
          ])
    func outOfRangeDateIsRefused(date: String, shown: String) async throws {
        // Given, When
        let message = try await Self.startError("app.items.details{ id = '1', title = 'Milk', date = \(date) }")

        // Then
        #expect(message == """
            flow.lua:2: bad argument #1 to 'items.details' (item.date: a date from 1583-01-01 to 9999-12-31 \
            (UTC) expected, got \(shown))
            """)
    }

    @Test("The first and last instants of the date range are accepted")
    func dateRangeEndsAreAccepted() async throws {
        for date in ["'1583-01-01'", "253402300799"] {
            // Given
            let folder = try ScriptTestSupport.ScriptFolder()
            let source = """
                return function(app)
                  app.nav:replace_root(app.items.details{ id = '1', title = 'Milk', date = \(date) })
                end

                """

            // When, Then: the start succeeds
            _ = try await ScriptTestSupport.start(source: source, in: folder)
        }
    }

    @Test("events.on refuses an event the app never announces")
    func unknownEventIsRefused() async throws {
        // Given
        let folder = try ScriptTestSupport.ScriptFolder()
        let source = "return function(app)\n  app.events.on('logn', print)\nend\n"

        // When
        let error = await #expect(throws: FlowDriverError.self) {
            _ = try await ScriptTestSupport.start(source: source, in: folder)
        }

        // Then
        #expect(error?.description.hasPrefix("""
            the flow's start failed: flow.lua:2: unknown event 'logn' to 'events.on' \
            (known: item_created, login, logout, tutorial_finished)
            """) == true)
    }

    @Test("events.on takes the event's name as a string, not a number Lua would turn into one")
    func eventNameMustBeAString() async throws {
        // Given
        let folder = try ScriptTestSupport.ScriptFolder()
        let source = "return function(app)\n  app.events.on(1, print)\nend\n"

        // When
        let error = await #expect(throws: FlowDriverError.self) {
            _ = try await ScriptTestSupport.start(source: source, in: folder)
        }

        // Then
        #expect(error?.description.hasPrefix("""
            the flow's start failed: flow.lua:2: bad argument #1 to 'events.on' (string expected, got number)
            """) == true)
    }

    @Test("The scripts' own modules check their options the same way")
    func scriptModulesCheckTheirOptions() async throws {
        // Given
        let folder = try ScriptTestSupport.ScriptFolder()
        let source = """
            local onboarding = require("onboarding")
            return function(app)
              onboarding.start(app, { on_finsh = function() end })
            end
            """
        let flow = try folder.write(source, to: "flow.lua")

        // When
        let error = await #expect(throws: FlowDriverError.self) {
            _ = try await ScriptTestSupport.start(flow, app: FlowTestSupport.makeApp())
        }

        // Then
        #expect(error?.description.hasPrefix("""
            the flow's start failed: flow.lua:3: unknown option 'on_finsh' to 'onboarding.start' \
            (known: images, on_finish)
            """) == true)
    }
}
