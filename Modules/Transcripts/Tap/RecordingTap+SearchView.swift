import Domain
import Features
import ReactiveCore

extension RecordingTap: SearchView where View: SearchView {
    package var query: Observable<String> { view.query }
    package var selections: Observable<Int> { view.selections }
    package var results: Binder<[Track]> { binder(SearchOutput.Text.results, then: view.results) }
    package var isLoading: Binder<Bool> { binder(SearchOutput.Text.isLoading, then: view.isLoading) }
    package var errorMessage: Binder<String?> { binder(SearchOutput.Text.errorMessage, then: view.errorMessage) }
    package var showTrack: Binder<Track> { binder(SearchOutput.Text.showTrack, then: view.showTrack) }
}
