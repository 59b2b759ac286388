import Domain
import Features
import ReactiveCore

extension ProtocolsStyle {
    @MainActor
    package static func makeLibrary(environment: FeatureEnvironment) -> Screen<LibraryView> {
        library(environment: environment, showingErrors: true)
    }

    /// The library's view controller, binding every output, or all but the error message.
    @MainActor
    package static func library(environment: FeatureEnvironment, showingErrors: Bool) -> Screen<LibraryView> {
        let viewModel: LibraryViewModelType = LibraryViewModel(library: environment.library)
        return .separate(
            viewModel,
            inputs: { view in
                Disposables.create(
                    view.favoriteToggles.subscribe(onNext: { viewModel.input.toggleFavorite(row: $0) }),
                    view.selections.subscribe(onNext: { viewModel.input.selectRow($0) }))
            },
            outputs: { view in
                Disposables.create(
                    [viewModel.output.items.drive(view.items)]
                        + (showingErrors ? [viewModel.output.errorMessage.drive(view.errorMessage)] : [])
                        + [viewModel.output.openEditor.emit(to: view.openEditor)])
            })
    }
}
