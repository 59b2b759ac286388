import Domain
import ReactiveCore
import Services

extension LibraryService {
    /// A library every call of which fails the test that makes it (an issue recorded, naming the
    /// call, when its answer is subscribed) and then fails with `UnimplementedCall`: a test
    /// overrides the calls it expects.
    package static var unimplemented: LibraryService {
        LibraryService(
            favorites: { unimplementedAnswer("LibraryService.favorites()").asObservable() },
            entry: { unimplementedAnswer("LibraryService.entry(\($0))") },
            save: { unimplementedAnswer("LibraryService.save(\($0), \($1.stars), \($2))") },
            toggleFavorite: { unimplementedAnswer("LibraryService.toggleFavorite(\($0))") })
    }

    /// A library whose favorites are `tracks`, in that order, and never change; the other calls
    /// are unimplemented.
    package static func favoriting(_ tracks: [Track]) -> LibraryService {
        var library = LibraryService.unimplemented
        library.favorites = { .just(tracks.map(LibraryItem.favorite)).concat(Observable.never()) }
        return library
    }

    /// A library with nothing saved: each entry answers `nil` `latency` after the call is made, on
    /// `scheduler`; the other calls are unimplemented. `log`, if given, keeps the calls made, each
    /// when its answer is subscribed.
    package static func nothingSaved(
        after latency: RxTimeInterval, on scheduler: SchedulerType, log: CallLog? = nil
    ) -> LibraryService {
        var library = LibraryService.unimplemented
        library.entry = { _ in Single.just(nil).delay(latency, scheduler: scheduler) }
        return log.map(library.logged(in:)) ?? library
    }
}
