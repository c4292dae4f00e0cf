/// Flow work of a scenario (a launch, an event, a release) run in a task of its own, so that the spec can take
/// its turn while a call it held waits (`hold`), and the work go on once the spec releases the call.
///
/// Unchecked Sendable: the work touches the flow's app, driver and Lua state, which are not Sendable, but the
/// spec and the work never run at once. The spec waits on the scenario's ``SpecTurn`` while the work runs; the
/// work gives the turn back only when it ends or as a held call suspends it, and runs again only when the spec
/// releases (or abandons) that call and waits once more.
final class SpecFlowWork: @unchecked Sendable {
    private let body: () async throws(SpecHostError) -> Void
    private var outcome: Result<Void, SpecHostError>?

    /// Wraps `body`, which starts with ``start(handingTurnTo:)`` or ``run()``.
    init(_ body: @escaping () async throws(SpecHostError) -> Void) {
        self.body = body
    }

    /// Whether the work ended; read only on the spec's turn.
    var isFinished: Bool { outcome != nil }

    /// How the work ended, nil while it has not; read only on the spec's turn.
    var result: Result<Void, SpecHostError>? { outcome }

    /// Runs the work in a new task that signals `turn` when it ends.
    func start(handingTurnTo turn: SpecTurn) {
        Task {
            await run()
            turn.signal()
        }
    }

    /// Runs the work to its end in the caller's task: for work no held call can stop.
    func run() async {
        do throws(SpecHostError) {
            try await body()
            outcome = .success(())
        } catch {
            outcome = .failure(error)
        }
    }
}
