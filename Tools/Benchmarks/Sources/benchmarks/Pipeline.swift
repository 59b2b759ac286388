/// The seven pipelines measured, each run by every implementation.
enum Pipeline: String, CaseIterable {
    case mapFilterScan = "map-filter-scan"
    case combineLatest = "combine-latest"
    case flatMapLatest = "flat-map-latest"
    case fanOut = "fan-out-100"
    case churn
    case shareReplay = "share-replay-10"
    /// What a rebuilt view (or a reused cell) pays to bind one output and unbind it: a state
    /// relay, mapped, without repeats, as a Driver, driven into a Binder; subscribed and disposed.
    case bindUnbind = "bind-unbind"

    /// What the table calls it.
    var title: String {
        switch self {
        case .mapFilterScan: "map→filter→scan"
        case .combineLatest: "combineLatest"
        case .flatMapLatest: "flatMapLatest"
        case .fanOut: "fan-out ×100"
        case .churn: "churn (subscribe+dispose)"
        case .shareReplay: "share(replay:1) ×10"
        case .bindUnbind: "bind+unbind (relay→map→distinct→Driver→Binder)"
        }
    }

    /// Events per timed run; the fan-out delivers each event to 100 subscribers, so it sends fewer.
    var events: Int {
        switch self {
        case .fanOut: 20_000
        default: 400_000
        }
    }
}

/// One implementation of every pipeline: each function sends `count` events and returns a
/// checksum of what reached the end, so the implementations can be checked against each other.
protocol Implementation: Sendable {
    static var name: String { get }
    static func run(_ pipeline: Pipeline, count: Int) -> Int
}

/// Plain closures first, ReactiveCore last (the thresholds are ReactiveCore's); RxSwift between
/// them when built with it.
let implementations: [any Implementation.Type] = {
    var all: [any Implementation.Type] = [Closures.self, OpenCombineImplementation.self]
    #if RXSWIFT
        all.append(RxSwiftImplementation.self)
    #endif
    all.append(ReactiveCoreImplementation.self)
    return all
}()
