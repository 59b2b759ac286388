import Testing

@testable import SourceSyntax

/// What the cost report counts beyond lines, on the cases its regexes used to read from lines.
struct CostCounterTests {
    @Test func bridgesAreCreationsAndStoredTaskHandlesOneALine() {
        let source = """
            extension AsyncStyle {
                // PublishSubject<Int>() in a comment is not a bridge.
                let taps = PublishSubject<Int>(), bag = DisposeBag()
                let relay = BehaviorRelay(value: 0)
                @ObservationIgnored private var loading: Task<Void, Never>?
                private var toggling: [Int: Task<Void, Never>] = [:]
                static var shared: Task<Void, Never>?
                let name = makeOutbox()
            }
            """
        let counts = CostCounter(source: source)
        #expect(counts.bridges == 4)
        #expect(counts.styleExtension == 1)
    }

    @Test func annotationsAndConversionsAreTokensNotText() {
        let source = """
            @MainActor final class Model: @unchecked Sendable {
                // @MainActor, Sendable and .asDriver( in a comment do not count.
                nonisolated(unsafe) var box = 0
                nonisolated func bind() {}
                @DatabaseActor func run(_ work: @Sendable () -> Void) {
                    _ = texts.asDriver(onErrorJustReturn: "").asSignal(onErrorJustReturn: "")
                }
            }
            extension Model: Sendable {}
            """
        let counts = CostCounter(source: source)
        #expect(counts.mainActor == 1)
        #expect(counts.otherGlobalActors == 1)
        #expect(counts.sendable == 3)
        #expect(counts.uncheckedSendable == 1)
        #expect(counts.nonisolated == 2)
        #expect(counts.nonisolatedUnsafe == 1)
        #expect(counts.traitConversions == 2)
        #expect(counts.styleExtension == 0)
    }
}
