import Domain

/// The catalog as an async model calls it: each call awaits its answer, or throws.
///
/// The async style's models hold one, made once by the composition root over the app's
/// ``CatalogService`` (``AwaitedCatalog``); a test may give a model any other.
@MainActor
package protocol CatalogClient: AnyObject {
    /// The tracks matching what the user typed, best first.
    func search(_ query: String) async throws -> [Track]

    /// Every genre with its track count.
    func genres() async throws -> [Genre]
}
