import Domain
import Features
import ReactiveCore

extension TransformStyle {
    @MainActor
    package static func makeLibrary(environment: FeatureEnvironment) -> Screen<LibraryView> {
        library(environment: environment, showingErrors: true)
    }

    /// The library's view controller, binding every output, or all but the error message.
    @MainActor
    package static func library(environment: FeatureEnvironment, showingErrors: Bool) -> Screen<LibraryView> {
        let viewModel = LibraryViewModel(library: environment.library)
        return .together(viewModel) { view in
            let output = viewModel.transform(
                input: .init(favoriteToggles: view.favoriteToggles, selection: view.selections))
            return .init(effects: output.disposable) { view in
                Disposables.create(
                    [output.items.drive(view.items)]
                        + (showingErrors ? [output.errorMessage.drive(view.errorMessage)] : [])
                        + [output.openEditor.emit(to: view.openEditor)])
            }
        }
    }
}
