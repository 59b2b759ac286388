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
    package static func makeListOnlyLibrary(environment: FeatureEnvironment) -> Presentation<any LibraryView> {
        Presentation(makingItsViewModel: { LibraryPresenter(environment: environment, showsErrors: false) })
    }

    package static var variants: [StyleVariant] {
        [
            StyleVariant(
                ListFedLibrary.self,
                screen: .listOnlyLibrary { environment in
                    Presentation(
                        makingItsViewModel: {
                            ListFedLibrary.LibraryPresenter(environment: environment, showsErrors: false)
                        },
                        alongside: { presenter in OutputsController(beside: presenter) { $0.showOutputs(on: $1) } })
                }),
            StyleVariant(SignalIntentsGenres.self, screen: .genres(SignalIntentsGenres.makeGenres)),
        ]
    }

    package static var guardedFeatures: [GuardedFeature] {
        [
            GuardedFeature(
                .outputsShownToAnotherView,
                articleForm: StyleVariant(UnsharedGenres.self, screen: .genres(UnsharedGenres.makeGenres))),
            GuardedFeature(
                .outputsShownToAnotherView,
                articleForm: StyleVariant(UnsharedLibrary.self, screen: .library(UnsharedLibrary.makeLibrary))),
            GuardedFeature(
                .relayBridge,
                articleForm: StyleVariant(
                    BridgelessLazyGreeting.self, screen: .lazyGreeting(BridgelessLazyGreeting.makeLazyGreeting))),
        ]
    }
}
