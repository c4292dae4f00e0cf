import LuaHost

/// What one scenario used of the flows: the lines its flow states ran (every launch and relaunch) and the
/// screens it saw with the actions it applied.
public struct ScenarioCoverage: Hashable, Sendable {
    /// Lines run, by chunk name (the flow file as the run names it: `scripts/login.lua`).
    public var lines: LuaLineRecord
    /// Screens seen and actions applied.
    public var screens: ScreenUsage

    /// Creates a record, empty by default.
    public init(lines: LuaLineRecord = LuaLineRecord(), screens: ScreenUsage = ScreenUsage()) {
        self.lines = lines
        self.screens = screens
    }
}
