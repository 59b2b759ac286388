import Features
import ReactiveCore
import StyleInitOnly

/// An init-only screen as the article's view controller holds its view model: made with the
/// view's inputs and kept to itself, with no way for a second view to drive its outputs
/// (``ProjectGuard/outputsShownToAnotherView`` swapped back). Every binding makes a controller,
/// and so a view model, of its own.
package final class UnsharedController: Disposable {
    private let binding: Disposable

    private init(binding: Disposable) {
        self.binding = binding
    }

    package func dispose() {
        binding.dispose()
    }

    /// The genres, each binding with its own view model.
    @MainActor
    package static func genres(environment: FeatureEnvironment) -> Screen<GenresView> {
        .madeByBinding { UnsharedController(binding: InitOnlyStyle.makeGenres(environment: environment).bind(to: $0)) }
    }

    /// The library, each binding with its own view model.
    @MainActor
    package static func library(environment: FeatureEnvironment) -> Screen<LibraryView> {
        .madeByBinding {
            UnsharedController(binding: InitOnlyStyle.makeLibrary(environment: environment).bind(to: $0))
        }
    }
}
