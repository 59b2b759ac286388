import OpenCombine

/// The pipelines written against OpenCombine, the nearest framework available on Linux.
enum OpenCombineImplementation: Implementation {
    static let name = "OpenCombine 0.14"

    static func run(_ pipeline: Pipeline, count: Int) -> Int {
        var cancellables: [AnyCancellable] = []
        var sum = 0
        switch pipeline {
        case .mapFilterScan:
            let subject = PassthroughSubject<Int, Never>()
            subject.map { $0 &* 3 }.filter { $0 & 1 == 0 }.scan(0) { $0 &+ $1 }
                .sink { sum = $0 }
                .store(in: &cancellables)
            for value in 0..<count { subject.send(value) }
        case .combineLatest:
            let a = PassthroughSubject<Int, Never>()
            let b = PassthroughSubject<Int, Never>()
            // OpenCombine 0.14 has neither combineLatest nor merge: merge is a flatMap over both
            // sources, and the latest pair is kept by scan.
            typealias Latest = (a: Int?, b: Int?)
            let updatesA: AnyPublisher<Latest, Never> = a.map { (a: $0, b: nil) }.eraseToAnyPublisher()
            let updatesB: AnyPublisher<Latest, Never> = b.map { (a: nil, b: $0) }.eraseToAnyPublisher()
            let latest = [updatesA, updatesB].publisher.flatMap { $0 }.scan((a: nil, b: nil) as Latest) {
                latest, update -> Latest in
                (a: update.a ?? latest.a, b: update.b ?? latest.b)
            }
            latest.compactMap { (latest: Latest) -> Int? in
                guard let a = latest.a, let b = latest.b else { return nil }
                return a &+ b
            }
            .sink { sum &+= $0 }
            .store(in: &cancellables)
            for value in 0..<count {
                if value & 1 == 0 { a.send(value) } else { b.send(value) }
            }
        case .flatMapLatest:
            let subject = PassthroughSubject<Int, Never>()
            subject.map { Just($0 &* 2) }.switchToLatest()
                .sink { sum &+= $0 }
                .store(in: &cancellables)
            for value in 0..<count { subject.send(value) }
        case .fanOut:
            let subject = CurrentValueSubject<Int, Never>(0)
            for _ in 0..<100 {
                subject.sink { sum &+= $0 }.store(in: &cancellables)
            }
            for value in 0..<count { subject.send(value) }
        case .churn:
            for value in 0..<count {
                let cancellable = Just(value).map { $0 &+ 1 }.sink { sum &+= $0 }
                cancellable.cancel()
            }
        case .bindUnbind:
            return bindUnbind(count: count)
        case .shareReplay:
            // OpenCombine has no replaying share; `share()` is the closest, and replay does not
            // change the result because every subscriber is attached before the first event.
            let subject = PassthroughSubject<Int, Never>()
            let shared = subject.map { $0 &* 3 }.share()
            for _ in 0..<10 {
                shared.sink { sum &+= $0 }.store(in: &cancellables)
            }
            for value in 0..<count { subject.send(value) }
        }
        return sum
    }

    /// The bind+unbind pipeline, in a function of its own so that adding it left the other
    /// pipelines' code (the churn loop shares `run` with it) as it was compiled before.
    @inline(never)
    static func bindUnbind(count: Int) -> Int {
        var sum = 0
        // OpenCombine has no Driver: the value is delivered where it is sent (the main
        // thread here, as a Driver's is), and nothing is shared.
        final class Label {
            var text = 0
        }
        let label = Label()
        let relay = CurrentValueSubject<Int, Never>(1)
        let output = relay.map { $0 &+ 1 }.removeDuplicates()
        for _ in 0..<count {
            let cancellable = output.sink { label.text = $0 }
            cancellable.cancel()
            sum &+= label.text
        }
        return sum
    }
}
