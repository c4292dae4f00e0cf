import FlowCore
import FlowScript
import FlowStore

/// `services.melodies` in one spec scenario: the scripted API, the network switch and the cached melodies,
/// kept across relaunches.
final class MelodiesDoubles: FlowModuleDoubles {
    /// The API every launch of the scenario uses.
    let api: ScriptedMelodyAPI
    private var isNetworkAvailable = true
    private var storedMelodies: [Melody]?
    private weak var instance: MelodiesInstance?

    /// Creates the doubles of a scenario whose API records its fetches in `calls` (nothing when nil).
    init(calls: ServiceCallLog? = nil) {
        api = ScriptedMelodyAPI(calls: calls)
    }

    /// Applies the scenario's network state and cache seed to a new launch.
    func attach(_ instance: MelodiesInstance, store: AppStateStore) throws {
        instance.network.isNetworkAvailable = isNetworkAvailable
        if let storedMelodies {
            try MelodyCacheTable(store: store).cacheMelodies(storedMelodies)
            self.storedMelodies = nil
        }
        self.instance = instance
    }

    func perform(_ action: String, arguments: [FlowValue], store: AppStateStore?) throws {
        let function = "services.melodies.\(action)"
        switch action {
        case "returns":
            api.melodies = try Self.melodies(arguments.first ?? .nil, function: function)
        case "stored":
            let melodies = try Self.melodies(arguments.first ?? .nil, function: function)
            if let store {
                try MelodyCacheTable(store: store).cacheMelodies(melodies)
            } else {
                storedMelodies = melodies
            }
        case "offline", "online":
            isNetworkAvailable = action == "online"
            instance?.network.isNetworkAvailable = isNetworkAvailable
        case "fail_next":
            api.failNextFetch(with: try Self.error(arguments, function: function))
        default:
            throw FlowValueError.unknownAction(function)
        }
    }

    private static func melodies(_ value: FlowValue, function: String) throws -> [Melody] {
        let reader = FlowValueReader(function: function)
        return try reader.records(value).enumerated().map { offset, entry in
            let place = "melody \(offset + 1)"
            let title = try reader.text(entry, "title", place)
            return Melody(
                id: try reader.optionalText(entry, "id", place) ?? title, title: title,
                artist: try reader.optionalText(entry, "artist", place) ?? "")
        }
    }

    private static func error(_ arguments: [FlowValue], function: String) throws -> MelodyServiceError {
        switch try FlowValueReader(function: function).string(arguments, 1) {
        case "unknown": return .unknownError(reason: FlowModuleDefaults.failureReason)
        case "no_network": return .noNetwork
        case "no_data": return .noData
        case let other:
            throw FlowValueError.badValue(function: function, detail: "\"\(other)\" is not unknown, no_network or no_data")
        }
    }
}
