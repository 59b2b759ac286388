import Features

extension ReactorStyle {
    package static var variants: [StyleVariant] {
        [
            StyleVariant(
                fix: "the view skips the pulse the state replays when it binds (skip(1)), taking only later ones",
                screen: .library(makeFreshPulseLibrary),
                replaces: [StyleVariant.path("Library/LibraryViewController.swift")],
                source: StyleVariant.path("Variants/FreshPulseLibraryViewController.swift")),
            StyleVariant(
                fix: "the view skips the pulse the state replays when it binds (skip(1)), taking only later ones",
                screen: .genres(makeFreshPulseGenres),
                replaces: [StyleVariant.path("Genres/GenresViewController.swift")],
                source: StyleVariant.path("Variants/FreshPulseGenresViewController.swift")),
        ]
    }
}
