import FlowCore
import FlowScript
import FlowStore

/// `services.melodies` in one spec scenario: the scripted API, the network switch and the cached melodies,
/// kept across relaunches.
final class MelodiesDoubles {
    /// The API every launch of the scenario uses.
    let api: ScriptedMelodyAPI
    private var isNetworkAvailable = true
    private var storedMelodies: [Melody]?
    private weak var instance: MelodiesInstance?

    /// Creates the doubles of a scenario whose API records its fetches through `calls`.
    init(calls: CallRecorder) {
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

    /// Caches `melodies` in the running launch's store, or in the next launch's.
    func store(_ melodies: [Melody], in store: AppStateStore?) throws {
        if let store {
            try MelodyCacheTable(store: store).cacheMelodies(melodies)
        } else {
            storedMelodies = melodies
        }
    }

    /// Turns the network on or off, now and for later launches.
    func setNetwork(_ isAvailable: Bool) {
        isNetworkAvailable = isAvailable
        instance?.network.isNetworkAvailable = isAvailable
    }
}
