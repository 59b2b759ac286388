import Domain
import Features
import ReactiveCore
import Services

extension FeatureEnvironment {
    /// The same services, answering on `scheduler` (the main scheduler, in an app): every view
    /// model then handles each answer where the user acts, whichever thread the service did its
    /// work on. The pitfall matrix plays situation 14 again with it.
    package func answering(on scheduler: ImmediateSchedulerType) -> FeatureEnvironment {
        FeatureEnvironment(
            catalog: CatalogAnswers(base: catalog, scheduler: scheduler),
            library: LibraryAnswers(base: library, scheduler: scheduler), scheduler: self.scheduler,
            clock: clock)
    }
}

/// A catalog whose answers arrive on one scheduler.
private struct CatalogAnswers: CatalogService {
    let base: CatalogService
    let scheduler: ImmediateSchedulerType

    func search(_ query: String) -> Single<[Track]> { base.search(query).observe(on: scheduler) }
    func track(id: Int64) -> Single<Track> { base.track(id: id).observe(on: scheduler) }
    func genres() -> Single<[Genre]> { base.genres().observe(on: scheduler) }
    func tracks(inGenre genreID: Int64) -> Single<[Track]> { base.tracks(inGenre: genreID).observe(on: scheduler) }
}

/// A library whose answers arrive on one scheduler.
private struct LibraryAnswers: LibraryService {
    let base: LibraryService
    let scheduler: ImmediateSchedulerType

    func favorites() -> Observable<[LibraryItem]> { base.favorites().observe(on: scheduler) }
    func entry(trackID: Int64) -> Single<LibraryEntry?> { base.entry(trackID: trackID).observe(on: scheduler) }
    func save(trackID: Int64, rating: Rating, note: String) -> Single<LibraryEntry> {
        base.save(trackID: trackID, rating: rating, note: note).observe(on: scheduler)
    }
    func toggleFavorite(trackID: Int64) -> Single<LibraryEntry> {
        base.toggleFavorite(trackID: trackID).observe(on: scheduler)
    }
}
