/// Plain closures: the floor. Each stage is a closure calling the next; a "subject" is an array
/// of closures.
enum Closures: Implementation {
    static let name = "plain closures"

    static func run(_ pipeline: Pipeline, count: Int) -> Int {
        switch pipeline {
        case .mapFilterScan:
            var last = 0
            var accumulator = 0
            let scan: (Int) -> Void = { value in
                accumulator &+= value
                last = accumulator
            }
            let filter: (Int) -> Void = { value in if value & 1 == 0 { scan(value) } }
            let map: (Int) -> Void = { value in filter(value &* 3) }
            let subject: [(Int) -> Void] = [map]
            for value in 0..<count { subject.forEach { $0(value) } }
            return last
        case .combineLatest:
            var sum = 0
            var latestA: Int?
            var latestB: Int?
            let combine: () -> Void = { if let a = latestA, let b = latestB { sum &+= a &+ b } }
            let subjectA: [(Int) -> Void] = [{ latestA = $0; combine() }]
            let subjectB: [(Int) -> Void] = [{ latestB = $0; combine() }]
            for value in 0..<count {
                if value & 1 == 0 { subjectA.forEach { $0(value) } } else { subjectB.forEach { $0(value) } }
            }
            return sum
        case .flatMapLatest:
            var sum = 0
            let subject: [(Int) -> Void] = [{ value in
                let inner: ((Int) -> Void) -> Void = { observer in observer(value &* 2) }
                inner { sum &+= $0 }
            }]
            for value in 0..<count { subject.forEach { $0(value) } }
            return sum
        case .fanOut:
            var sum = 0
            let subscribers: [(Int) -> Void] = (0..<100).map { _ in { sum &+= $0 } }
            for value in 0..<count { subscribers.forEach { $0(value) } }
            return sum
        case .churn:
            var sum = 0
            for value in 0..<count {
                final class Subscription {
                    var handler: ((Int) -> Void)?
                    init(_ handler: @escaping (Int) -> Void) { self.handler = handler }
                }
                let subscription = Subscription { sum &+= $0 &+ 1 }
                subscription.handler?(value)
                subscription.handler = nil
            }
            return sum
        case .shareReplay:
            var sum = 0
            let subscribers: [(Int) -> Void] = (0..<10).map { _ in { sum &+= $0 } }
            let shared: (Int) -> Void = { value in subscribers.forEach { $0(value) } }
            let subject: [(Int) -> Void] = [{ shared($0 &* 3) }]
            for value in 0..<count { subject.forEach { $0(value) } }
            return sum
        }
    }
}
