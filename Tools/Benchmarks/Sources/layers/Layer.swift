import ReactiveCore

/// The first layers of the bind+unbind pipeline, subscribed and disposed per cycle, to show
/// where a cycle's cost sits (`layers <name> <count>`, under `profile.py`): ReactiveCore only,
/// no thresholds, and an executable of its own, so that adding it left the benchmark's code as
/// it was compiled.
enum Layer: String, CaseIterable {
    /// A `BehaviorRelay` driving a `Binder` directly: the relay's registration, the trampoline
    /// and the binder.
    case relay
    /// The same with the `Driver`'s share between them: `share(replay: 1, scope: .whileConnected)`.
    case relayShare = "relay-share"

    /// Runs `count` cycles and returns the label's sum, so the work cannot be optimized away.
    @inline(never)
    func run(count: Int) -> Int {
        final class Label {
            var text = 0
        }
        let label = Label()
        let relay = BehaviorRelay(value: 1)
        let text = Binder(label) { label, text in label.text = text }
        let source: Observable<Int> =
            switch self {
            case .relay: relay.asObservable()
            case .relayShare: relay.asObservable().share(replay: 1, scope: .whileConnected)
            }
        var sum = 0
        for _ in 0..<count {
            let binding = source.subscribe(text)
            binding.dispose()
            sum &+= label.text
        }
        return sum
    }
}
