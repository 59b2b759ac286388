import ConcurrencyExtras
import FeatureTesting
import ReactiveCore
import ReactiveTesting
import Testing

@testable import StyleAsync

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
                let first = Shown<String>()
                let second = Shown<String>()
                let firstBinding = observing { [binder = first.binder] in $0.show(outbox, on: binder) }
                let secondBinding = observing { [binder = second.binder] in $0.show(outbox, on: binder) }
                await Task.megaYield()
                outbox.send("Rock: 2 tracks")
                outbox.send("Metal: 1 track")
                await Task.megaYield()
                firstBinding.dispose()
                secondBinding.dispose()
                outbox.send("Jazz: 3 tracks")
                let later = Shown<String>()
                let laterBinding = observing { [binder = later.binder] in $0.show(outbox, on: binder) }
                await Task.megaYield()
                laterBinding.dispose()
                #expect(first.values.map(\.value) == ["Rock: 2 tracks", "Metal: 1 track"])
                #expect(second.values.map(\.value) == ["Rock: 2 tracks", "Metal: 1 track"])
                #expect(later.values.map(\.value) == ["Jazz: 3 tracks"])
            }
        }
    }
}
