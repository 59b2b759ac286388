import Features
import ReactiveCore
import StyleInitOnly
import StyleMVB
import StyleProtocols
import StyleSubjects
import StyleTransform

/// The library's view controller for a view with no place for the error message, as each style
/// writes it: it binds the list, the navigation and the intents, and leaves the error message
/// unbound. Situation 3 of the pitfall matrix plays it.
package enum ListOnlyLibraryController {
    /// Binds `view` in `style`'s way, without the error message, until the result is disposed.
    package static func bind(_ style: Style, view: LibraryView, environment: FeatureEnvironment) -> Disposable {
        switch style {
        case .transform:
            let viewModel = StyleTransform.LibraryViewModel(library: environment.library)
            let output = viewModel.transform(
                input: .init(favoriteToggles: view.favoriteToggles, selection: view.selections))
            return Disposables.create([
                output.items.drive(view.items), output.openEditor.emit(to: view.openEditor), output.disposable,
            ])
        case .subjects:
            let viewModel = StyleSubjects.LibraryViewModel(library: environment.library)
            return holding(
                viewModel,
                [
                    viewModel.output.items.drive(view.items),
                    viewModel.output.openEditor.emit(to: view.openEditor),
                    view.favoriteToggles.subscribe(onNext: viewModel.input.favoriteToggle.onNext),
                    view.selections.subscribe(onNext: viewModel.input.selection.onNext),
                ])
        case .protocols:
            let viewModel: LibraryViewModelType = StyleProtocols.LibraryViewModel(library: environment.library)
            return holding(
                viewModel,
                [
                    viewModel.output.items.drive(view.items),
                    viewModel.output.openEditor.emit(to: view.openEditor),
                    view.favoriteToggles.subscribe(onNext: { viewModel.input.toggleFavorite(row: $0) }),
                    view.selections.subscribe(onNext: { viewModel.input.selectRow($0) }),
                ])
        case .initOnly:
            let viewModel = StyleInitOnly.LibraryViewModel(
                favoriteToggles: view.favoriteToggles.asSignal(onErrorSignalWith: .empty()),
                selection: view.selections.asSignal(onErrorSignalWith: .empty()), library: environment.library)
            return Disposables.create(viewModel.items.drive(view.items), viewModel.openEditor.emit(to: view.openEditor))
        case .mvb:
            let model = LibraryModel(library: environment.library)
            return holding(
                model,
                [
                    view.items <~ model.items,
                    view.openEditor <~ model.tracksToEdit,
                    { model.favoriteToggles.accept($0) } <~ view.favoriteToggles,
                    { model.selections.accept($0) } <~ view.selections,
                ])
        }
    }

    /// `bindings`, keeping `viewModel` alive until they are disposed, as a view controller's
    /// property does.
    private static func holding(_ viewModel: AnyObject, _ bindings: [Disposable]) -> Disposable {
        let all = Disposables.create(bindings)
        return Disposables.create { withExtendedLifetime(viewModel) { all.dispose() } }
    }
}
