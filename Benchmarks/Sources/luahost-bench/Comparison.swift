import BenchTiming
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// One benchmark line: the same work done through LuaHost and by hand-written
/// C, timed in interleaved repetitions; the median of each is reported.
struct Comparison {
    let name: String
    /// Operations one run performs (the time of a run is divided by it).
    let operations: Int
    let ours: () throws -> Void
    let baseline: () throws -> Void
    /// The unavoidable part of ours, in C, timed in the same repetitions (not a target).
    var floor: (() throws -> Void)? = nil

    /// Median nanoseconds per operation of ours, of the baseline and of the floor (if any).
    func measure(repetitions: Int) throws -> (ours: Double, baseline: Double, floor: Double?) {
        try ours()
        try baseline()
        try floor?()
        var oursTimes: [Double] = []
        var baselineTimes: [Double] = []
        var floorTimes: [Double] = []
        for _ in 0..<repetitions {
            oursTimes.append(try time(ours))
            baselineTimes.append(try time(baseline))
            if let floor { floorTimes.append(try time(floor)) }
        }
        let floorMedian = floorTimes.isEmpty ? nil : BenchTiming.median(floorTimes)
        return (BenchTiming.median(oursTimes), BenchTiming.median(baselineTimes), floorMedian)
    }

    /// Nanoseconds per operation of one run, in CPU time of this thread:
    /// time the scheduler gives other processes (2 shared cores) is not counted.
    private func time(_ body: () throws -> Void) throws -> Double {
        let start = threadTime()
        try body()
        return (threadTime() - start) / Double(operations)
    }

    private func threadTime() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) * 1e9 + Double(now.tv_nsec)
    }

    /// `NAME ours=<ns> baseline=<ns> ratio=<x>`, then with a floor
    /// `NAME_floor floor=<ns> baseline=<ns> ratio=<floor/baseline> ours_over_floor=<x>`.
    func report(repetitions: Int) throws -> String {
        let (ours, baseline, floor) = try measure(repetitions: repetitions)
        var lines = "\(name) ours=\(format(ours, digits: 1)) baseline=\(format(baseline, digits: 1)) "
            + "ratio=\(format(ours / baseline, digits: 2))"
        if let floor {
            lines += "\n\(name)_floor floor=\(format(floor, digits: 1)) baseline=\(format(baseline, digits: 1)) "
                + "ratio=\(format(floor / baseline, digits: 2)) ours_over_floor=\(format(ours / floor, digits: 2))"
        }
        return lines
    }

    private func format(_ value: Double, digits: Int) -> String {
        var scale = 1
        for _ in 0..<digits { scale *= 10 }
        let scaled = Int((value * Double(scale)).rounded())
        let fraction = String(scaled % scale)
        return "\(scaled / scale).\(String(repeating: "0", count: digits - fraction.count))\(fraction)"
    }
}
