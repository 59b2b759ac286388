import Features

extension ReactorStyle {
    package static var variants: [StyleVariant] {
        [
            StyleVariant(
                fix: "the view skips the pulse the state replays when it binds (skip(1)), taking only later ones",
                screen: .library(makeFreshPulseLibrary),
                replaces: [StyleVariant.path("Library/LibraryViewController.swift")],
                source: StyleVariant.path("Variants/FreshPulseLibraryViewController.swift"))
        ]
    }
}
