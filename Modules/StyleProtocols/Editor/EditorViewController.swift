import Domain
import Features
import ReactiveCore

extension ProtocolsStyle {
    @MainActor
    package static func makeEditor(track: Track, environment: FeatureEnvironment) -> Screen<EditorView> {
        let viewModel: EditorViewModelType = EditorViewModel(track: track, library: environment.library)
        return .separate(
            viewModel,
            inputs: { view in
                Disposables.create([
                    view.ratingEdits.subscribe(onNext: { viewModel.input.setRating($0) }),
                    view.noteEdits.subscribe(onNext: { viewModel.input.setNote($0) }),
                    view.saveRequests.subscribe(onNext: { viewModel.input.save() }),
                    view.cancelRequests.subscribe(onNext: { viewModel.input.cancel() }),
                ])
            },
            outputs: { view in
                Disposables.create([
                    viewModel.output.title.drive(view.title),
                    viewModel.output.draft.drive(view.draft),
                    viewModel.output.isSaveEnabled.drive(view.isSaveEnabled),
                    viewModel.output.validationMessage.drive(view.validationMessage),
                    viewModel.output.saveResult.emit(to: view.saveResult),
                    viewModel.output.close.emit(to: view.close),
                ])
            })
    }
}
