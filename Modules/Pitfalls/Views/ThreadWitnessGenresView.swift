import Domain
import Features
import Foundation
import ReactiveCore

/// Situation 8's genres view, as a team writes one that takes each value where it arrives (a
/// plain closure, or an observer over a subject): its binders run on the thread the value comes
/// on (`CurrentThreadScheduler`), where the contract's default binders hop to the main thread. It
/// tells ``shown`` on which thread it was first shown genres. Its fix,
/// `Fixes/MainBindersGenres.patch`, is a patch of this file, as a lab's fixes are of a style's
/// files.
final class ThreadWitnessGenresView: GenresWitness {
    let shown = ThreadWitness()

    var refreshRequests: Observable<Void> { .never() }
    var selections: Observable<Int> { .never() }
    var genres: Binder<[Genre]> {
        Binder(self, scheduler: CurrentThreadScheduler.instance) { view, genres in
            guard !genres.isEmpty else { return }
            view.shown.record(onMain: Thread.isMainThread)
        }
    }
    var isLoading: Binder<Bool> { Binder(self, scheduler: CurrentThreadScheduler.instance) { _, _ in } }
    var errorMessage: Binder<String?> { Binder(self, scheduler: CurrentThreadScheduler.instance) { _, _ in } }
    var message: Binder<String> { Binder(self, scheduler: CurrentThreadScheduler.instance) { _, _ in } }
}
