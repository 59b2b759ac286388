import Features
import ReactiveCore
import Services

extension FeatureEnvironment {
    /// The same services, every answer and the favorites arriving on `scheduler` (the main
    /// scheduler, in an app): every view model then handles each answer where the user acts,
    /// whichever thread the service did its work on. The pitfall matrix plays situation 14 again
    /// with it.
    package func answering(on scheduler: ImmediateSchedulerType) -> FeatureEnvironment {
        let (catalog, library) = (self.catalog, self.library)
        return FeatureEnvironment(
            catalog: CatalogService(
                search: { catalog.search($0).observe(on: scheduler) },
                track: { catalog.track($0).observe(on: scheduler) },
                genres: { catalog.genres().observe(on: scheduler) }),
            library: LibraryService(
                favorites: { library.favorites().observe(on: scheduler) },
                entry: { library.entry($0).observe(on: scheduler) },
                save: { library.save($0, $1, $2).observe(on: scheduler) },
                toggleFavorite: { library.toggleFavorite($0).observe(on: scheduler) }),
            scheduler: self.scheduler, clock: clock)
    }
}
