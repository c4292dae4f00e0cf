import FlowScript

/// The matchers `expect(actual)` returns, with their parameters: the source of the stubs' `flowspec.Matchers`,
/// which both the expectation and its negations `never` and `not_` have. A test checks these are the names
/// expect.lua gives.
public enum SpecMatcherDeclarations {
    /// Every matcher, in the order expect.lua lists them.
    public static let matchers: [FlowBinding] = [
        .function("to_be", [FlowField("expected", .any, "The value.")], "The same value (==)."),
        .function("to_equal", [FlowField("expected", .any, "The value; tables are compared deeply.")],
                  "Equal contents, tables compared deeply."),
        .function("to_be_truthy", "Neither nil nor false."),
        .function("to_be_falsy", "Nil or false."),
        .function("to_be_nil", "Nil."),
        .function("to_contain", [FlowField("element", .any, "A text the string holds, or an element of the list.")],
                  "A string containing it, or a list holding it."),
        .function("to_match", [FlowField("pattern", .string, "A Lua pattern.")], "A string matching the Lua pattern."),
        .function("to_have_length", [FlowField("length", .integer, "The length.")], "A string or list of that length."),
        .function("to_be_close_to", [FlowField("expected", .number, "The number."),
                                     FlowField("tolerance", .optional(.number), "How far it may be; 1e-9 by default.")],
                  "A number within tolerance."),
        .function("to_match_snapshot", [FlowField("name", .optional(.string), "The snapshot's name, when a scenario has several.")],
                  "The text kept in the spec's __snapshots__ file."),
    ]
}
