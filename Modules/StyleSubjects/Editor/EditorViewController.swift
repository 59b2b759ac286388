import Domain
import Features
import ReactiveCore

extension SubjectsStyle {
    @MainActor
    package static func makeEditor(track: Track, environment: FeatureEnvironment) -> Screen<EditorView> {
        let viewModel = EditorViewModel(track: track, library: environment.library)
        return .separate(
            viewModel,
            inputs: { view in
                Disposables.create([
                    view.ratingEdits.subscribe(onNext: viewModel.input.rating.onNext),
                    view.noteEdits.subscribe(onNext: viewModel.input.note.onNext),
                    view.saveRequests.subscribe(onNext: viewModel.input.save.onNext),
                    view.cancelRequests.subscribe(onNext: viewModel.input.cancel.onNext),
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
