import Domain
import Features
import ReactiveCore

extension RecordingTap: GenresView where View: GenresView {
    package var refreshRequests: Observable<Void> { view.refreshRequests }
    package var selections: Observable<Int> { view.selections }
    package var genres: Binder<[Genre]> { binder(GenresOutput.Text.genres, then: view.genres) }
    package var isLoading: Binder<Bool> { binder(GenresOutput.Text.isLoading, then: view.isLoading) }
    package var errorMessage: Binder<String?> { binder(GenresOutput.Text.errorMessage, then: view.errorMessage) }
    package var message: Binder<String> { binder(GenresOutput.Text.message, then: view.message) }
}
