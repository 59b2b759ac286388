import ConcurrencyExtras
import ReactiveCore
import ReactiveTesting
import Testing

@testable import StyleAsync

/// What one view was shown through a binder.
@MainActor
private final class ShownEvents {
    var values: [String] = []
    var binder: Binder<String> { Binder(self, scheduler: CurrentThreadScheduler.instance) { $0.values.append($1) } }
}

extension MainSerialExecutorTests {
    /// The outbox's one-shot events, as views bound through `ViewUpdate.show(_:on:)` see them.
    @MainActor
    @Suite(.tracksResources)
    struct OutboxTests {
        /// Two events sent in one turn of the main actor (one observation transaction) are two events
        /// to each of two bound views; a view bound later is shown only what no view has shown.
        @Test func everyBoundViewShowsEveryEventInOrderEvenTwoInOneTurn() async {
            await withMainSerialExecutor {
                let outbox = Outbox<String>()
                let first = ShownEvents()
                let second = ShownEvents()
                let firstBinding = observing { [binder = first.binder] in $0.show(outbox, on: binder) }
                let secondBinding = observing { [binder = second.binder] in $0.show(outbox, on: binder) }
                await Task.megaYield()
                outbox.send("Rock: 2 tracks")
                outbox.send("Metal: 1 track")
                await Task.megaYield()
                firstBinding.dispose()
                secondBinding.dispose()
                outbox.send("Jazz: 3 tracks")
                let later = ShownEvents()
                let laterBinding = observing { [binder = later.binder] in $0.show(outbox, on: binder) }
                await Task.megaYield()
                laterBinding.dispose()
                #expect(first.values == ["Rock: 2 tracks", "Metal: 1 track"])
                #expect(second.values == ["Rock: 2 tracks", "Metal: 1 track"])
                #expect(later.values == ["Jazz: 3 tracks"])
            }
        }
    }
}
