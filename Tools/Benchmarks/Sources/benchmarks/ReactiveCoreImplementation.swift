import ReactiveCore

/// The pipelines written against ReactiveCore, exactly as RxSwift code would be.
enum ReactiveCoreImplementation: Implementation {
    static let name = "ReactiveCore"

    static func run(_ pipeline: Pipeline, count: Int) -> Int {
        let bag = DisposeBag()
        var sum = 0
        switch pipeline {
        case .mapFilterScan:
            let subject = PublishSubject<Int>()
            subject.map { $0 &* 3 }.filter { $0 & 1 == 0 }.scan(0) { $0 &+ $1 }
                .subscribe(onNext: { sum = $0 })
                .disposed(by: bag)
            for value in 0..<count { subject.onNext(value) }
        case .combineLatest:
            let a = PublishSubject<Int>()
            let b = PublishSubject<Int>()
            Observable.combineLatest(a, b) { $0 &+ $1 }
                .subscribe(onNext: { sum &+= $0 })
                .disposed(by: bag)
            for value in 0..<count {
                if value & 1 == 0 { a.onNext(value) } else { b.onNext(value) }
            }
        case .flatMapLatest:
            let subject = PublishSubject<Int>()
            subject.flatMapLatest { Observable.just($0 &* 2) }
                .subscribe(onNext: { sum &+= $0 })
                .disposed(by: bag)
            for value in 0..<count { subject.onNext(value) }
        case .fanOut:
            let relay = BehaviorRelay(value: 0)
            for _ in 0..<100 {
                relay.subscribe(onNext: { sum &+= $0 }).disposed(by: bag)
            }
            for value in 0..<count { relay.accept(value) }
        case .churn:
            for value in 0..<count {
                let subscription = Observable.just(value).map { $0 &+ 1 }.subscribe(onNext: { sum &+= $0 })
                subscription.dispose()
            }
        case .bindUnbind:
            return bindUnbind(count: count)
        case .shareReplay:
            let subject = PublishSubject<Int>()
            let shared = subject.map { $0 &* 3 }.share(replay: 1)
            for _ in 0..<10 {
                shared.subscribe(onNext: { sum &+= $0 }).disposed(by: bag)
            }
            for value in 0..<count { subject.onNext(value) }
        }
        return sum
    }

    /// The bind+unbind pipeline, in a function of its own so that adding it left the other
    /// pipelines' code (the churn loop shares `run` with it) as it was compiled before.
    @inline(never)
    static func bindUnbind(count: Int) -> Int {
        var sum = 0
        // The view model's output, built once; each cycle is a view binding it and letting go.
        final class Label {
            var text = 0
        }
        let label = Label()
        let relay = BehaviorRelay(value: 1)
        let output = relay.map { $0 &+ 1 }.distinctUntilChanged().asDriver(onErrorJustReturn: 0)
        let text = Binder(label) { label, text in label.text = text }
        for _ in 0..<count {
            let binding = output.drive(text)
            binding.dispose()
            sum &+= label.text
        }
        return sum
    }
}
