import Domain
import Features
import Lab
import ReactiveCore
import StyleMVB

/// The genres binding with each control wired to the model on its own: the appearances and the
/// refreshes each have their arrow, so one that fails ends only itself.
///
/// The variant of the matrix's situation 11: the main binding merges both into one arrow, and the
/// merge ends with the first error, taking the refreshes with it.
package enum SeparateIntentsGenresBinding {
    static func bindIntents(of view: GenresView, to model: GenresModel) -> Disposable {
        Disposables.create(
            { model.loadRequests.accept(()) } <~ view.appearances,
            { model.loadRequests.accept(()) } <~ view.refreshRequests,
            { model.selections.accept($0) } <~ view.selections)
    }
}

extension MVBStyle {
    /// The genres over the main model, with ``SeparateIntentsGenresBinding``'s intents.
    @MainActor
    package static func makeSeparateIntentsGenres(environment: FeatureEnvironment) -> Screen<GenresView> {
        let model = GenresModel(catalog: environment.catalog)
        return .separate(
            model, inputs: { SeparateIntentsGenresBinding.bindIntents(of: $0, to: model) },
            outputs: { GenresBinding.bindState(of: model, to: $0) })
    }
}
