import Foundation

/// Wall-clock timing the benchmark programs share: they report medians of interleaved repetitions.
public enum BenchTiming {
    /// The monotonic clock, in nanoseconds.
    public static func nanoseconds() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds)
    }

    /// The median of `values` (the upper one of an even count); `values` must not be empty.
    public static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }
}

/// A benchmark whose workload failed: timing it would measure the wrong work.
public struct SuiteFailed: Error, CustomStringConvertible {
    /// The benchmark program, for the message.
    public let program: String

    public init(program: String) {
        self.program = program
    }

    public var description: String { "\(program): the acceptance suite failed; run `flowrun test` to see why" }
}
