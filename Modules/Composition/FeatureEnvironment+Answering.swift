import Features
import ReactiveCore
import Services

extension FeatureEnvironment {
    /// The same services, answering on `scheduler` (the main scheduler, in an app): every view
    /// model then handles each answer where the user acts, whichever thread the service did its
    /// work on. The pitfall matrix plays situation 14 again with it.
    package func answering(on scheduler: ImmediateSchedulerType) -> FeatureEnvironment {
        FeatureEnvironment(
            catalog: catalog.answering(on: scheduler), library: library.answering(on: scheduler),
            scheduler: self.scheduler, clock: clock)
    }
}

extension CatalogService {
    /// The same catalog, its answers arriving on `scheduler`.
    func answering(on scheduler: ImmediateSchedulerType) -> CatalogService {
        CatalogService(
            search: { self.search($0).observe(on: scheduler) }, track: { self.track($0).observe(on: scheduler) },
            genres: { self.genres().observe(on: scheduler) },
            tracksInGenre: { self.tracksInGenre($0).observe(on: scheduler) })
    }
}

extension LibraryService {
    /// The same library, its answers and its favorites arriving on `scheduler`.
    func answering(on scheduler: ImmediateSchedulerType) -> LibraryService {
        LibraryService(
            favorites: { self.favorites().observe(on: scheduler) },
            entry: { self.entry($0).observe(on: scheduler) },
            save: { self.save($0, $1, $2).observe(on: scheduler) },
            toggleFavorite: { self.toggleFavorite($0).observe(on: scheduler) })
    }
}
