import Domain
import ReactiveCore
import ReactiveTesting
import Testing

@testable import StyleReactor

@Suite(.tracksResources)
struct ReactorStyleTests {
    @Test func placeholder() {
        let reactor = PaletteReactor()
        reactor.action.onNext(.changeColor)
        #expect(reactor.currentState.color == .blue)
    }
}
