// The view models and the test below are written exactly as they would be against RxSwift 6,
// RxCocoa and RxTest (the first article in shared/seeds shows them); only the imports differ.
// XCTest runs test methods on the main thread, where `MainScheduler` delivers at once, so the
// `Driver` outputs arrive at the same virtual times as under RxSwift.

import Foundation
import ReactiveCore
import ReactiveTesting
import XCTest

private protocol ViewModelBinding {
    associatedtype Inputs
    associatedtype Outputs
    func bind(_ inputs: Inputs) -> Outputs
}

private final class SimpleViewModel: ViewModelBinding {
    enum Color: CaseIterable {
        case red, blue, purple
    }

    struct Input {
        let buttonTap: Observable<Void>
    }

    struct Output {
        let backgroundColor: Driver<Color>
        let buttonTitle: Driver<String>
        let disposable: Disposable
    }

    func bind(_ input: Input) -> Output {
        let colors: Driver<[Color]> = .just(Color.allCases)
        let currentColorIndexRelay = BehaviorRelay<Int>(value: 0)
        let currentColor: Driver<Color> =
            Driver
            .combineLatest(colors, currentColorIndexRelay.asDriver())
            .map { colors, currentColorIndex in colors[currentColorIndex] }
        let nextColorIndex: Driver<Int> =
            Driver
            .combineLatest(colors, currentColorIndexRelay.asDriver())
            .map { colors, currentColorIndex in (currentColorIndex + 1) % colors.count }
        let nextColor: Driver<Color> =
            Driver
            .combineLatest(colors, nextColorIndex)
            .map { colors, nextColorIndex in colors[nextColorIndex] }
        return Output(
            backgroundColor: currentColor,
            buttonTitle: nextColor.map { "Change to \($0)" },
            disposable: input.buttonTap.withLatestFrom(nextColorIndex).bind(to: currentColorIndexRelay)
        )
    }
}

private final class ItemService {
    func fetchItems() -> Single<[Int]> {
        Single.just(Array(0...10))
    }

    func fetchItemContent(_ item: Int) -> Single<String> {
        Single.just("Content of \(item)")
    }
}

private final class SimpleTableViewModel: ViewModelBinding {
    struct Input {
        let fetchItems: Observable<Void>
        let selectItem: Observable<Int>
    }

    struct Output {
        let items: Driver<[Int]>
        let showItemContent: Signal<String>
        let disposable: Disposable
    }

    func bind(_ input: Input) -> Output {
        let itemsRelay = BehaviorRelay<[Int]>(value: [])
        let bindFetchItems = input.fetchItems
            .flatMap { [itemService] in itemService.fetchItems() }
            .bind(to: itemsRelay)
        let showItemContentRelay = PublishRelay<String>()
        let bindSelectItem = input.selectItem
            .flatMap { [itemService] item in itemService.fetchItemContent(item) }
            .bind(to: showItemContentRelay)
        return Output(
            items: itemsRelay.asDriver(),
            showItemContent: showItemContentRelay.asSignal(),
            disposable: Disposables.create(bindFetchItems, bindSelectItem)
        )
    }

    private let itemService = ItemService()
}

final class RxSwiftSourceCompatibilityTests: XCTestCase {
    private var resourcesAtStart: Int32 = 0

    override func setUp() {
        super.setUp()
        resourcesAtStart = Resources.total
    }

    override func tearDown() {
        // Work the main scheduler queued (anything scheduled from inside work it was running)
        // runs when the main queue is drained, which on Linux is the program's job: run the main
        // run loop once, as an app's event loop would.
        RunLoop.main.run(until: Date())
        XCTAssertEqual(Resources.total, resourcesAtStart, "a test left reactive resources alive")
        super.tearDown()
    }

    func test_binding() {
        let scheduler = TestScheduler(initialClock: .zero)
        let buttonTap = scheduler.createColdObservable([
            .next(1, ()), .next(2, ()), .next(3, ()),
        ]).asObservable()
        let backgroundColorObserver = scheduler.createObserver(SimpleViewModel.Color.self)
        let buttonTitleObserver = scheduler.createObserver(String.self)
        let viewModel = SimpleViewModel()
        let input = SimpleViewModel.Input(buttonTap: buttonTap)
        let output = viewModel.bind(input)
        var disposeBag = DisposeBag()
        output.backgroundColor.drive(backgroundColorObserver).disposed(by: disposeBag)
        output.buttonTitle.drive(buttonTitleObserver).disposed(by: disposeBag)
        output.disposable.disposed(by: disposeBag)

        scheduler.start()

        XCTAssertEqual(
            backgroundColorObserver.events,
            [
                .next(0, .red),
                .next(1, .blue),
                .next(2, .purple),
                .next(3, .red),
            ])
        XCTAssertEqual(
            buttonTitleObserver.events,
            [
                .next(0, "Change to blue"),
                .next(1, "Change to purple"),
                .next(2, "Change to red"),
                .next(3, "Change to blue"),
            ])
        disposeBag = DisposeBag()
    }

    func test_tableBinding() {
        let scheduler = TestScheduler(initialClock: 0)
        let fetchItems = scheduler.createHotObservable([.next(10, ())]).asObservable()
        let selectItem = scheduler.createHotObservable([.next(20, 3), .next(30, 5)]).asObservable()
        let itemsObserver = scheduler.createObserver([Int].self)
        let contentObserver = scheduler.createObserver(String.self)
        let output = SimpleTableViewModel().bind(.init(fetchItems: fetchItems, selectItem: selectItem))
        var disposeBag = DisposeBag()
        output.items.drive(itemsObserver).disposed(by: disposeBag)
        output.showItemContent.emit(to: contentObserver).disposed(by: disposeBag)
        output.disposable.disposed(by: disposeBag)

        scheduler.start()

        XCTAssertEqual(itemsObserver.events, [.next(0, []), .next(10, Array(0...10))])
        XCTAssertEqual(contentObserver.events, [.next(20, "Content of 3"), .next(30, "Content of 5")])
        disposeBag = DisposeBag()
    }

    func test_observablesOperatorsAndSubscriptions() {
        var received: [String] = []
        let disposeBag = DisposeBag()
        let numbers = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            observer.onNext(3)
            observer.onCompleted()
            return Disposables.create()
        }
        numbers
            .filter { $0 % 2 == 1 }
            .map { "odd \($0)" }
            .subscribe(
                onNext: { received.append($0) },
                onError: { received.append("error \($0)") },
                onCompleted: { received.append("completed") },
                onDisposed: { received.append("disposed") }
            )
            .disposed(by: disposeBag)
        XCTAssertEqual(received, ["odd 1", "odd 3", "completed", "disposed"])
    }
}
