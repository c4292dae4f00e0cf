/// The walkers of one exploration, `--jobs` of them, each with a live session of its own: a batch of tasks is
/// cut into one contiguous part per walker (neighbouring tasks are on neighbouring states), and what each
/// walker learnt is passed on to the others before the next batch.
final class ExploreWalkers {
    /// What ``run(_:)`` gives back: each task's end in order, and what the walkers did.
    struct Walked {
        let ends: [ExploreReplayer.End]
        let surprises: [ExploreWalker.Surprise]
        let counts: ExploreCounts
    }

    private let walkers: [ExploreWalker]
    /// Every step learnt and distrusted, in order, and how much of each every walker has been told.
    private var learned: [ExploreKnowledge.Learned] = []
    private var distrusted: [ExploreKnowledge.Step] = []
    private var told: [(learned: Int, distrusted: Int)]

    init(replayer: ExploreReplayer, knowledge: ExploreKnowledge, count: Int) {
        walkers = (0..<max(count, 1)).map { _ in ExploreWalker(replayer: replayer, knowledge: knowledge) }
        told = Array(repeating: (0, 0), count: walkers.count)
    }

    /// Tries `tasks`, in parts at once, and returns their ends in order.
    func run(_ tasks: [ExploreWalker.Task]) async -> Walked {
        let size = (tasks.count + walkers.count - 1) / walkers.count
        let parts = stride(from: 0, to: tasks.count, by: max(size, 1)).map {
            Array(tasks[$0..<min($0 + size, tasks.count)])
        }
        var reports: [ExploreWalker.Report?] = Array(repeating: nil, count: parts.count)
        if parts.count == 1 {
            reports[0] = await walkers[0].run(parts[0])
        } else {
            let walkers = self.walkers
            await withTaskGroup(of: (Int, ExploreWalker.Report).self) { group in
                for (index, part) in parts.enumerated() {
                    group.addTask { (index, await walkers[index].run(part)) }
                }
                for await (index, report) in group {
                    reports[index] = report
                }
            }
        }
        var ends: [ExploreReplayer.End] = []
        var surprises: [ExploreWalker.Surprise] = []
        var counts = ExploreCounts()
        for report in reports {
            guard let report else { continue }
            ends += report.ends
            surprises += report.surprises
            counts += report.counts
            learned += report.learned
            distrusted += report.distrusted
        }
        if walkers.count > 1 {
            for (index, walker) in walkers.enumerated() {
                await walker.learn(learned[told[index].learned...], distrusting: Array(distrusted[told[index].distrusted...]))
                told[index] = (learned.count, distrusted.count)
            }
        }
        return Walked(ends: ends, surprises: surprises, counts: counts)
    }

    /// Closes every walker's session.
    func close() async {
        for walker in walkers {
            await walker.close()
        }
    }
}
