import Domain
import Features
import ReactiveCore

extension TransformStyle {
    @MainActor
    package static func makeEditor(track: Track, environment: FeatureEnvironment) -> Screen<EditorView> {
        let viewModel = EditorViewModel(track: track, library: environment.library)
        return .together(viewModel) { view in
            let input = EditorViewModel.Input(
                ratingEdits: view.ratingEdits, noteEdits: view.noteEdits, save: view.saveRequests,
                cancel: view.cancelRequests)
            let output = viewModel.transform(input: input)
            return .init(effects: output.disposable) { view in
                Disposables.create([
                    output.title.drive(view.title),
                    output.draft.drive(view.draft),
                    output.isSaveEnabled.drive(view.isSaveEnabled),
                    output.validationMessage.drive(view.validationMessage),
                    output.saveResult.emit(to: view.saveResult),
                    output.close.emit(to: view.close),
                ])
            }
        }
    }
}
