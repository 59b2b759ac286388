import Domain
import Features
import ReactiveCore

extension TransformStyle {
    package static func makeLibrary(environment: FeatureEnvironment) -> Screen<LibraryView> {
        let viewModel = LibraryViewModel(library: environment.library)
        return .together(viewModel) { view in
            let output = viewModel.transform(
                input: .init(favoriteToggles: view.favoriteToggles, selection: view.selections))
            return Disposables.create([
                output.items.drive(view.items),
                output.errorMessage.drive(view.errorMessage),
                output.openEditor.emit(to: view.openEditor),
                output.disposable,
            ])
        }
    }

    /// The library for a view with no error label: the error message is left unbound.
    package static func makeListOnlyLibrary(environment: FeatureEnvironment) -> Screen<LibraryView> {
        let viewModel = LibraryViewModel(library: environment.library)
        return .together(viewModel) { view in
            let output = viewModel.transform(
                input: .init(favoriteToggles: view.favoriteToggles, selection: view.selections))
            return Disposables.create([
                output.items.drive(view.items),
                output.openEditor.emit(to: view.openEditor),
                output.disposable,
            ])
        }
    }
}
