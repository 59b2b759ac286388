import Domain
import Features
import ReactiveCore

extension RecordingTap: LibraryView where View: LibraryView {
    package var favoriteToggles: Observable<Int> { view.favoriteToggles }
    package var selections: Observable<Int> { view.selections }
    package var items: Binder<[LibraryItem]> { binder(LibraryOutput.Text.items, then: view.items) }
    package var errorMessage: Binder<String?> { binder(LibraryOutput.Text.errorMessage, then: view.errorMessage) }
    package var openEditor: Binder<Track> { binder(LibraryOutput.Text.openEditor, then: view.openEditor) }
}
