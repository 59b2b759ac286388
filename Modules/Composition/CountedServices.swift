import Features

/// A pane's view of the app's services: the environment its view models get, whose calls are
/// counted.
package struct CountedServices {
    /// The services, as view models get them.
    package let environment: FeatureEnvironment
    let counter: CallCounter

    /// How many service calls were made through this view so far.
    package var calls: Int { counter.value }
}
