import Foundation
import ReactiveCore
import ReactiveTesting
import Synchronization
import Testing

/// `Hooks.withSubjectCreationHandler`: every subject and relay made in the scope, stored or local,
/// is handed over as it is created; the core's own subjects and those made outside are not.
@Suite(.tracksResources)
struct SubjectCreationHookTests {
    /// The type of each subject handed over, in order.
    private final class Created: Sendable {
        let types = Mutex<[String]>([])
        @Sendable func record(_ subject: Hooks.CreatedSubject) {
            types.withLock { $0.append(String(describing: type(of: subject))) }
        }
    }

    @Test func handsOverEverySubjectAndRelayMadeInTheScopeOnly() {
        let created = Created()
        let outside = PublishRelay<Int>()
        Hooks.withSubjectCreationHandler(created.record) {
            _ = PublishSubject<Int>()
            _ = BehaviorSubject(value: 0)
            _ = ReplaySubject<Int>.create(bufferSize: 1)
            _ = ReplaySubject<Int>.createUnbounded()
            _ = AsyncSubject<Int>()
            _ = PublishRelay<Int>()
            _ = BehaviorRelay(value: "")
            _ = ReplayRelay<Int>.create(bufferSize: 2)
            // The operators' subjects are their machinery, not state someone chose to keep.
            let shared = outside.asObservable().share(replay: 1, scope: .forever)
            let published = outside.asObservable().publish()
            let replayed = outside.asObservable().replay(1)
            let subscriptions = [
                shared.subscribe(), published.subscribe(), replayed.subscribe(), published.connect(),
                replayed.connect(),
            ]
            subscriptions.forEach { $0.dispose() }
        }
        _ = PublishSubject<Int>()
        #if DEBUG
            #expect(
                created.types.withLock { $0 } == [
                    "PublishSubject<Int>", "BehaviorSubject<Int>", "ReplaySubject<Int>", "ReplaySubject<Int>",
                    "AsyncSubject<Int>", "PublishRelay<Int>", "BehaviorRelay<String>", "ReplayRelay<Int>",
                ])
        #else
            #expect(created.types.withLock { $0 }.isEmpty)
        #endif
    }

    @Test func aLocalMadeInAnAsyncScopeIsHandedOverAndCanBeWatched() async {
        let created = Created()
        let watched = Watched()
        let watch: Hooks.SubjectCreationHandler = { subject in
            created.record(subject)
            if let relay = subject as? PublishRelay<Int> { watched.watch(relay) }
        }
        await Hooks.withSubjectCreationHandler(watch) {
            let local = PublishRelay<Int>()
            await Task.yield()
            local.accept(7)
        }
        watched.dispose()
        #if DEBUG
            #expect(created.types.withLock { $0 } == ["PublishRelay<Int>"])
            #expect(watched.values == [7])
        #endif
    }
}

/// What a watch subscribed to a relay as it was created received, until disposed.
private final class Watched: @unchecked Sendable {
    private let lock = NSLock()
    private var received: [Int] = []
    private var subscriptions: [Disposable] = []

    var values: [Int] { lock.withLock { received } }

    func watch(_ relay: PublishRelay<Int>) {
        let subscription = relay.subscribe(onNext: { [self] value in lock.withLock { received.append(value) } })
        lock.withLock { subscriptions.append(subscription) }
    }

    func dispose() {
        let subscriptions = lock.withLock {
            defer { self.subscriptions = [] }
            return self.subscriptions
        }
        subscriptions.forEach { $0.dispose() }
    }
}
