// XCTest runs test methods on the main thread (Swift Testing does not, on Linux), where the main
// scheduler runs work at once while it has nothing queued: what RxCocoa's shared sequences do
// there, checked against RxSwift 6.10.2 with RxCocoa's SharedSequence sources in a /tmp program.

import Foundation
import ReactiveCore
import ReactiveTesting
import XCTest

final class MainThreadSharedSequenceTests: XCTestCase {
    func test_justCompletesBeforeDriveAndEmitReturn() {
        XCTAssertTrue(Thread.isMainThread)
        var driven: [String] = []
        let driving = Driver.just(1).drive(
            onNext: { driven.append("next(\($0))") }, onCompleted: { driven.append("completed") })
        XCTAssertEqual(driven, ["next(1)", "completed"])
        var emitted: [String] = []
        let emitting = Signal.just(1).emit(
            onNext: { emitted.append("next(\($0))") }, onCompleted: { emitted.append("completed") })
        XCTAssertEqual(emitted, ["next(1)", "completed"])
        driving.dispose()
        emitting.dispose()
    }

    /// A `Driver.just` combined again and again keeps delivering at once: each subscription's
    /// disposal runs after the subscribing action, so the main scheduler never waits for the
    /// main queue (RxSwift gives `[next(0) @ 0, next(1) @ 1, next(2) @ 2, next(0) @ 3]`).
    func test_justCombinedRepeatedlyDeliversAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let taps = scheduler.createColdObservable([.next(1, ()), .next(2, ()), .next(3, ())]).asObservable()
        let colors: Driver<[Int]> = .just([0, 1, 2])
        let index = BehaviorRelay<Int>(value: 0)
        let current = Driver.combineLatest(colors, index.asDriver()).map { colors, index in colors[index] }
        let nextIndex = Driver.combineLatest(colors, index.asDriver()).map { colors, index in (index + 1) % colors.count
        }
        let next = Driver.combineLatest(colors, nextIndex).map { colors, index in colors[index] }
        let currentObserver = scheduler.createObserver(Int.self)
        let nextObserver = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        current.drive(currentObserver).disposed(by: bag)
        next.drive(nextObserver).disposed(by: bag)
        taps.withLatestFrom(nextIndex).bind(to: index).disposed(by: bag)
        scheduler.start()
        XCTAssertEqual(currentObserver.events, [.next(0, 0), .next(1, 1), .next(2, 2), .next(3, 0)])
        XCTAssertEqual(nextObserver.events, [.next(0, 1), .next(1, 2), .next(2, 0), .next(3, 1)])
    }
}
