import Domain
import FeatureTesting
import ReactiveCore
import ReactiveTesting
import Testing

@testable import StyleMVB

@MainActor
@Suite(.tracksResources)
struct MVBStyleTests {
    @Test func theBindingOperatorSendsRightToLeft() {
        let scheduler = TestScheduler.milliseconds()
        let source = scheduler.createHotObservable([.next(100, 1), .next(200, 2)])
        let observer = scheduler.createObserver(Int.self)
        var handled: [Int] = []
        let relay = BehaviorRelay(value: 0)
        let bindings = Disposables.create([
            observer <~ source.asObservable(),
            { handled.append($0) } <~ source.asObservable(),
            relay <~ source.asObservable(),
        ])
        scheduler.start()
        #expect(observer.events == [.next(100, 1), .next(200, 2)])
        #expect(handled == [1, 2])
        #expect(relay.value == 2)
        bindings.dispose()
    }

    @Test func modelsFireTheirCurrentValueOnSubscription() {
        let model = PaletteModel()
        model.advance()
        var colors: [PaletteColor] = []
        let subscription = model.color.subscribe(onNext: { colors.append($0) })
        model.advance()
        #expect(colors == [.blue, .purple])
        subscription.dispose()
    }
}
