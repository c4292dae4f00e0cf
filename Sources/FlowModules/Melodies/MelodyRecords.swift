import FlowCore
import FlowScript

/// A melody as specs give it: `{ id = "m1"?, title = "...", artist = "..."? }`.
struct MelodySeed: FlowRecord {
    var id: String?
    var title = ""
    var artist: String?

    static let record = RecordType<MelodySeed>("flowhost.Melody", [
        .field("id", \.id, "Default: the title."),
        .field("title", \.title, "The title."),
        .field("artist", \.artist, "Default: empty."),
    ])

    var melody: Melody { Melody(id: id ?? title, title: title, artist: artist ?? "") }
}

/// A cached melody as `persisted().melodies` shows it.
struct StoredMelody: FlowRecord, FlowValueConvertible {
    var id = ""
    var title = ""
    var artist = ""

    static let record = RecordType<StoredMelody>("flowhost.StoredMelody", [
        .field("id", \.id, "The id."), .field("title", \.title, "The title."), .field("artist", \.artist, "The artist."),
    ])
}

extension StoredMelody {
    init(_ melody: Melody) {
        self.init(id: melody.id, title: melody.title, artist: melody.artist)
    }
}

/// The typed error `services.melodies.fail_next` takes (M2).
enum MelodyFailure: String, FlowChoice {
    case unknown, noNetwork = "no_network", noData = "no_data"

    var error: MelodyServiceError {
        switch self {
        case .unknown: .unknownError(reason: FlowModuleDefaults.failureReason)
        case .noNetwork: .noNetwork
        case .noData: .noData
        }
    }
}

/// The options of `app.melodies.list`.
struct MelodiesListOptions: FlowRecord {
    var api: MelodyAPI?
    var actions: [ButtonOption]?

    static let record = RecordType<MelodiesListOptions>("flowhost.MelodiesListOptions", [
        .field("api", \.api, "A melodies service written in Lua."),
        .field("actions", \.actions, "Buttons of the flow's own, after the list's."),
    ])

    /// A service written in Lua: `{ fetch = function() ... end }`.
    struct MelodyAPI: FlowRecord {
        var fetch = ScriptFunction()

        static let record = RecordType<MelodyAPI>("flowhost.MelodyAPI", [
            .field(MelodiesModule.fetch.name, \.fetch, "Returns the melodies, or nil and an error message."),
        ])
    }
}
