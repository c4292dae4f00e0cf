import FlowCore

/// The stored properties the melodies wiring tests read.
enum MelodyWiringKeys {
    static let presenter = WiringKey<MelodyListView, MelodyListPresenter>("presenter")
    static let view = WiringKey<MelodyListPresenter, MelodyListView>("view")
    static let service = WiringKey<MelodyListPresenter, MelodyService>("service")
    static let serviceDouble = WiringKey<MelodyListPresenter, MelodyServiceDouble>("service")
    static let api = WiringKey<MelodyService, MelodyAPIDouble>("api")
    static let reachability = WiringKey<MelodyService, ManualNetworkReachability>("reachability")
    static let cache = WiringKey<MelodyService, MelodyCacheDouble>("cache")
}
