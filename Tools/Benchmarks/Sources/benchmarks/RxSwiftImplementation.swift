#if RXSWIFT
    import RxRelay
    import RxSwift

    /// The pipelines written against RxSwift itself (`make bench RXSWIFT=path`), as the other
    /// implementations write them. RxCocoa does not build on Linux: its `asDriver(onErrorJustReturn:)`
    /// and `drive(_:)` are spelled out as RxCocoa 6.10.2 defines them (observe on a new
    /// `MainScheduler`, catch, share with a replay of one while connected; check the main thread,
    /// subscribe a closure that sends each event to the observers).
    enum RxSwiftImplementation: Implementation {
        static let name = "RxSwift 6.10"

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
            case .shareReplay:
                let subject = PublishSubject<Int>()
                let shared = subject.map { $0 &* 3 }.share(replay: 1)
                for _ in 0..<10 {
                    shared.subscribe(onNext: { sum &+= $0 }).disposed(by: bag)
                }
                for value in 0..<count { subject.onNext(value) }
            case .bindUnbind:
                final class Label {
                    var text = 0
                }
                let label = Label()
                let relay = BehaviorRelay(value: 1)
                let output = relay.map { $0 &+ 1 }.distinctUntilChanged()
                    .observe(on: MainScheduler()).catchAndReturn(0)
                    .share(replay: 1, scope: .whileConnected)
                let text = Binder(label) { label, text in label.text = text }
                for _ in 0..<count {
                    MainScheduler.ensureRunningOnMainThread()
                    let observers = [text]
                    let binding = output.subscribe { event in observers.forEach { $0.on(event) } }
                    binding.dispose()
                    sum &+= label.text
                }
            }
            return sum
        }
    }
#endif
