import Domain
import Features
import Lab
import ReactiveCore
import StyleInitOnly

/// What the pitfall lab and the cost report need of the InitOnly style: its cost notes, its library
/// for a view with no error label, and its variants.
package enum InitOnlyStyleLab: StyleLab {
    package static let style = Style.initOnly
    package static let costNotes = CostNotes(
        longerCode: "a controller per screen, with a presenter and a delegate for navigation",
        shorterCode: "the view model is lets and static functions, with no dispose bag",
        moreAtRunTime:
            "inputs arrive as Signals and outputs leave as Drivers: the most trait conversions, each a share and a hop",
        lessAtRunTime: "no dispose bag, and no subject")

    @MainActor
    package static func makeListOnlyLibrary(environment: FeatureEnvironment) -> Screen<LibraryView> {
        .madeByBinding { LibraryPresenter(view: $0, environment: environment, showsErrors: false) }
    }

    package static var variants: [StyleVariant] {
        [
            StyleVariant(
                fix: "combine the list with the saves' outcomes, so the saves run through the output every view binds",
                screen: .listOnlyLibrary(InitOnlyStyle.makeListFedListOnlyLibrary),
                replaces: ["Modules/StyleInitOnly/Library/LibraryViewModel.swift"],
                source: "Modules/Lab/InitOnlyLab/ListFedLibraryViewModel.swift"),
            StyleVariant(
                fix: "make each control's stream a Signal before merging them, so a failing one completes alone",
                screen: .genres(InitOnlyStyle.makeSignalIntentsGenres),
                replaces: ["Modules/StyleInitOnly/Genres/GenresViewController.swift"],
                source: "Modules/Lab/InitOnlyLab/SignalIntentsGenresController.swift"),
        ]
    }

    package static var guardedFeatures: [GuardedFeature] {
        [
            GuardedFeature(
                .outputsShownToAnotherView,
                articleForm: StyleVariant(
                    fix: "let each view's controller make and keep its own view model (no showOutputs(on:))",
                    screen: .genres(UnsharedController.genres),
                    replaces: ["Modules/StyleInitOnly/Genres/GenresViewController.swift"],
                    source: "Modules/Lab/InitOnlyLab/UnsharedControllers.swift")),
            GuardedFeature(
                .outputsShownToAnotherView,
                articleForm: StyleVariant(
                    fix: "let each view's controller make and keep its own view model (no showOutputs(on:))",
                    screen: .library(UnsharedController.library),
                    replaces: ["Modules/StyleInitOnly/Library/LibraryViewController.swift"],
                    source: "Modules/Lab/InitOnlyLab/UnsharedControllers.swift")),
            GuardedFeature(
                .relayBridge,
                articleForm: StyleVariant(
                    fix: "make the view model with the first name field that appears (no relay bridge)",
                    screen: .lazyGreeting(InitOnlyStyle.makeFirstFieldLazyGreeting),
                    replaces: ["Modules/StyleInitOnly/Greeting/GreetingViewController.swift"],
                    source: "Modules/Lab/InitOnlyLab/FirstFieldGreetingController.swift")),
        ]
    }
}
