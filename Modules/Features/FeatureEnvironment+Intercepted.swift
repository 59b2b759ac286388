import Services

extension FeatureEnvironment {
    /// The same services, every call's answer passed through `interceptor` (the favorites,
    /// observed rather than called, untouched), timed as these are: how `counted(by:)` and
    /// `scripted(by:)` decorate the bundle.
    package func intercepted(by interceptor: some CallInterceptor) -> FeatureEnvironment {
        FeatureEnvironment(
            catalog: catalog.intercepted(by: interceptor), library: library.intercepted(by: interceptor),
            scheduler: scheduler, clock: clock)
    }
}
