import Foundation

/// How far and how an exploration goes.
public struct ExploreOptions: Sendable {
    /// The most actions from a fresh launch a path may have; the default explores the demo app
    /// (examples/app.lua, whose deepest state is 16 actions away) whole, the time budget bounding larger flows.
    public var maxDepth = 24
    /// The most distinct states visited; the exploration stops there and says so.
    public var maxStates = 2000
    /// The most wall-clock time spent; the exploration stops there and says so.
    public var timeBudget: Duration = .seconds(120)
    /// Shuffles the order in which screens' actions are tried; nil tries them in the screen's own order.
    /// The same seed explores the same way and finds the same things.
    public var seed: UInt64?
    /// How many paths replay at once.
    public var jobs = 1
    /// The most rows of one list tried (the first ones).
    public var maxRows = 5
    /// What to type into fields.
    public var inputs = ExploreInputs()
    /// Tries every action as a replay of its state's path from a fresh launch, as explore did before it
    /// walked between states: for the benchmark that compares the two, not for users.
    @_spi(Benchmarks) public var replaysFromLaunch = false
    /// The part of the state space to explore (`--shard K/N`); nil for all of it.
    public var shard: ExploreShard?

    /// The defaults: depth 12, 2000 states, two minutes, screen order, one job.
    public init() {}
}
