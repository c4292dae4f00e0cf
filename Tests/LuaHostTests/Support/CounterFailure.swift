/// The Swift error a bound method throws.
enum CounterFailure: Error, CustomStringConvertible, Equatable {
    case refused(String)

    var description: String {
        switch self {
        case let .refused(reason): return "counter refused: \(reason)"
        }
    }
}
