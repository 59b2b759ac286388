/// Plain closures: the floor. Each stage is a closure calling the next; a "subject" is an array
/// of closures. Every closure passes through ``opaque(_:)`` so that the optimizer calls it as a
/// closure instead of folding the whole pipeline into the loop.
enum Closures: Implementation {
    static let name = "plain closures"

    static func run(_ pipeline: Pipeline, count: Int) -> Int {
        switch pipeline {
        case .mapFilterScan:
            var last = 0
            var accumulator = 0
            let scan: (Int) -> Void = opaque { value in
                accumulator &+= value
                last = accumulator
            }
            let filter: (Int) -> Void = opaque { value in if value & 1 == 0 { scan(value) } }
            let map: (Int) -> Void = opaque { value in filter(value &* 3) }
            let subject: [(Int) -> Void] = opaque([map])
            for value in 0..<count { subject.forEach { $0(value) } }
            return last
        case .combineLatest:
            var sum = 0
            var latestA: Int?
            var latestB: Int?
            let combine: () -> Void = opaque { if let a = latestA, let b = latestB { sum &+= a &+ b } }
            let subjectA: [(Int) -> Void] = opaque([
                {
                    latestA = $0
                    combine()
                }
            ])
            let subjectB: [(Int) -> Void] = opaque([
                {
                    latestB = $0
                    combine()
                }
            ])
            for value in 0..<count {
                if value & 1 == 0 { subjectA.forEach { $0(value) } } else { subjectB.forEach { $0(value) } }
            }
            return sum
        case .flatMapLatest:
            var sum = 0
            let sink: (Int) -> Void = opaque { sum &+= $0 }
            let subject: [(Int) -> Void] = opaque([
                { value in
                    let inner: ((Int) -> Void) -> Void = opaque { observer in observer(value &* 2) }
                    inner(sink)
                }
            ])
            for value in 0..<count { subject.forEach { $0(value) } }
            return sum
        case .fanOut:
            var sum = 0
            let subscribers: [(Int) -> Void] = opaque((0..<100).map { _ in { sum &+= $0 } })
            for value in 0..<count { subscribers.forEach { $0(value) } }
            return sum
        case .churn:
            var sum = 0
            for value in 0..<count {
                final class Subscription {
                    var handler: ((Int) -> Void)?
                    init(_ handler: @escaping (Int) -> Void) { self.handler = handler }
                }
                let subscription = opaque(Subscription { sum &+= $0 &+ 1 })
                subscription.handler?(value)
                subscription.handler = nil
            }
            return sum
        case .bindUnbind:
            return bindUnbind(count: count)
        case .shareReplay:
            var sum = 0
            let subscribers: [(Int) -> Void] = opaque((0..<10).map { _ in { sum &+= $0 } })
            let shared: (Int) -> Void = opaque { value in subscribers.forEach { $0(value) } }
            let subject: [(Int) -> Void] = opaque([{ shared($0 &* 3) }])
            for value in 0..<count { subject.forEach { $0(value) } }
            return sum
        }
    }

    /// The bind+unbind pipeline, in a function of its own so that adding it left the other
    /// pipelines' code (the churn loop shares `run` with it) as it was compiled before.
    @inline(never)
    static func bindUnbind(count: Int) -> Int {
        // A relay is its value and its observers; binding registers a closure that maps,
        // drops a repeat and sets the label, sends it the current value, and unbinding
        // removes it.
        final class Label {
            var text = 0
        }
        final class Relay {
            var value = 1
            var observers: [(key: Int, observer: (Int) -> Void)] = []
            var nextKey = 0
        }
        let label = opaque(Label())
        let relay = opaque(Relay())
        relay.observers.reserveCapacity(1)
        var sum = 0
        for _ in 0..<count {
            var last: Int?
            let observer: (Int) -> Void = opaque { value in
                let mapped = value &+ 1
                if mapped != last {
                    last = mapped
                    label.text = mapped
                }
            }
            let key = relay.nextKey
            relay.nextKey &+= 1
            relay.observers.append((key, observer))
            observer(relay.value)
            relay.observers.removeAll { $0.key == key }
            sum &+= label.text
        }
        return sum
    }
}

/// Returns its argument unchanged, hiding it from the optimizer.
@_optimize(none)
@inline(never)
func opaque<Value>(_ value: Value) -> Value {
    value
}
