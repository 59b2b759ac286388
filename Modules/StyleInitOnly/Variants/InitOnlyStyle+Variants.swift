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
                source: StyleVariant.path("Variants/ListFedLibraryViewModel.swift"))
        ]
    }
}
