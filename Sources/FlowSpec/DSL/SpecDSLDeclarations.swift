import FlowScript

/// What spec.lua gives a spec, by name and type: the source of `flowrun stubs`' spec annotations. A test
/// checks that these are exactly the names the DSL exports, so the stubs cannot drift from it.
public enum SpecDSLDeclarations {
    /// The screen a query returns.
    static let screen = FlowType.record(name: "flowspec.Screen", fields: [
        FlowField("name", .string, "The module name, such as items.list."),
        FlowField("title", .string, "The title."),
        FlowField("image", .optional(.string), "The first image."),
        FlowField("images", .list(.string), "The image names."),
        FlowField("labels", .list(.string), "Texts and messages."),
        FlowField("buttons", .list(.string), "Button titles, in order."),
        FlowField("disabled", .list(.string), "Titles of disabled buttons."),
        FlowField("fields", .table, "Field id -> { label, placeholder, value, secure }; secure values masked."),
        FlowField("rows", .list(.table), "Rows { title, detail, enabled, id }; id when the list's items have one."),
        FlowField("loading", .boolean, "Whether the loader is on."),
        FlowField("alert", .optional(.table), "{ title, message, actions } or nil."),
    ])

    /// The expectation `expect` returns; the stubs declare its matchers from ``SpecMatcherDeclarations``.
    static let expectation = FlowType.record(name: "flowspec.Expectation", fields: [])

    /// The options `launch` takes.
    static let launchOptions = FlowType.record(name: "flowspec.LaunchOptions", fields: [
        FlowField("args", .optional(.any), "Data the flow's start gets after app (start(app, args))."),
        FlowField("preset", .optional(.table), "Preset name -> its arguments as a list, or true: applied first."),
        FlowField("services", .optional(.table), "Module -> { action -> its arguments as a list, or true }."),
    ])

    /// Every global the DSL gives a spec file, except `services` and `preset`, which the modules declare.
    public static let globals: [FlowBinding] = [
        .function("describe", [FlowField("name", .string, "The group's name."),
                               FlowField("body", .function, "Declares its scenarios.")], "A group of scenarios."),
        .function("it", [FlowField("name", .string, "The scenario's name; #tags mark it."),
                         FlowField("body", .function, "The scenario.")], "A scenario."),
        .function("scenario", [FlowField("name", .string, "The scenario's name."),
                               FlowField("body", .function, "The scenario.")], "A scenario (as it)."),
        .function("pending", [FlowField("name", .string, "The scenario's name."),
                              FlowField("reason", .optional(.string), "Why it waits.")], "A scenario not written yet."),
        .function("before_each", [FlowField("body", .function, "Runs before each scenario of the group.")],
                  "A hook before each scenario."),
        .function("after_each", [FlowField("body", .function, "Runs after each scenario, even a failed one.")],
                  "A hook after each scenario."),
        .function("expect", [FlowField("actual", .any, "The value checked."),
                             FlowField("label", .optional(.string), "Named in the failure.")],
                  returns: expectation, "An expectation on a value."),
        .function("exhaustive", [FlowField("mode", .optional(.oneOf(["ordered"])),
                                           "\"ordered\": screen changes and announcements in one queue.")],
                  "From here, screen changes and announcements must all be asserted, in order."),
        .function("expect_screen", [FlowField("name", .string, "The module name of the next screen change.")],
                  "Consumes the next screen change."),
        .function("expect_announced", [FlowField("name", .string, "The event's name."),
                                       FlowField("fields", .optional(.table), "Its fields.")],
                  "Consumes the next announcement of that event."),
        .function("launch", [FlowField("path", .string, "The flow file, from the spec's folder or the working one."),
                             FlowField("options", .optional(launchOptions), "Arguments, presets and doubles.")],
                  "Starts the flow over a fresh store seeded by the presets given so far."),
        .function("relaunch", "Starts the flow again over the same store."),
        .function("tap", [FlowField("title", .string, "A button or alert action title.")], "Taps it."),
        .function("type", [FlowField("field", .string, "The field's id."), FlowField("text", .string, "The text.")],
                  "Replaces the field's text."),
        .function("select", [FlowField("row", .integer, "The row, from 1.")], "Selects the row."),
        .function("back", "Pops the top screen or dismisses the presentation."),
        .function("hold", [FlowField("call", .string, "A call the doubles record, such as login.sign_in.")],
                  "Its next call waits, once made, until release(): the app shows it under way."),
        .function("release", [FlowField("call", .optional(.string), "Only the waiting calls of this name.")],
                  "Lets the held calls answer, and waits for the app to settle."),
        .function("screen", returns: screen, "The top screen."),
        .function("stack", returns: .list(.string), "The navigation stack's module names, root first."),
        .function("persisted", returns: .table, "What the flow persisted: every module's keys."),
        .function("announced", returns: .list(.table), "Every event announced since launch, in order."),
        .function("timeline", returns: .list(.table),
                  "Screen changes { screen } and announcements { announced } since launch, in order."),
        .function("printed", returns: .list(.string), "What the flow printed since launch, one entry per print."),
        .function("calls", [FlowField("call", .string, "A call the doubles record, such as login.sign_in.")],
                  returns: .list(.table), "The calls of that name the doubles received, each its recorded arguments."),
        .value("lua", .table, "Lua's own type and select, which the verbs shadow."),
    ]
}
