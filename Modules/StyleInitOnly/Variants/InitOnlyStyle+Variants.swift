import Features

extension InitOnlyStyle {
    package static var variants: [StyleVariant] {
        [
            StyleVariant(
                fix: "combine the list with the saves' outcomes, so the saves run through the output every view binds",
                screen: .listOnlyLibrary(makeListFedListOnlyLibrary),
                replaces: [
                    StyleVariant.path("Library/LibraryViewModel.swift"),
                    StyleVariant.path("Library/LibraryViewController.swift"),
                ],
                source: StyleVariant.path("Variants/ListFedLibraryViewModel.swift")),
            StyleVariant(
                fix: "make each control's stream a Signal before merging them, so a failing one completes alone",
                screen: .genres(makeSignalIntentsGenres),
                replaces: [StyleVariant.path("Genres/GenresViewController.swift")],
                source: StyleVariant.path("Variants/SignalIntentsGenresController.swift")),
        ]
    }
}
