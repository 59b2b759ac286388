import Domain
import Features
import Lab
import ReactiveCore
import StyleTransform

/// What the pitfall lab and the cost report need of the Transform style: its cost notes, its library
/// for a view with no error label, and its variants.
package enum TransformStyleLab: StyleLab {
    package static let style = Style.transform
    package static let costNotes = CostNotes(
        longerCode: "the Input and Output structs list every stream again, and effects travel in the output",
        shorterCode: "one method builds every output, and nothing is stored outside the call",
        moreAtRunTime: "every output is a Driver (shared, and delivered through the main scheduler)",
        lessAtRunTime: "the view's own streams go straight into the chains, with no subject between")

    @MainActor
    package static func makeListOnlyLibrary(environment: FeatureEnvironment) -> Presentation<any LibraryView> {
        TransformStyle.library(environment: environment, showingErrors: false)
    }

    package static var variants: [StyleVariant] {
        [
            StyleVariant(StatefulPalette.self, screen: .palette(StatefulPalette.makePalette)),
            StyleVariant(SharedPhasesGenres.self, screen: .genres(SharedPhasesGenres.makeGenres)),
            StyleVariant(KeptDraftEditor.self, screen: .editor(KeptDraftEditor.makeEditor)),
            StyleVariant(KeptSearch.self, screen: .search(KeptSearch.makeSearch)),
            StyleVariant(KeptToggles.self, screen: .library(KeptToggles.makeLibrary)),
            StyleVariant(KeptSave.self, screen: .editor(KeptSave.makeEditor)),
            StyleVariant(SignalIntentsGenres.self, screen: .genres(SignalIntentsGenres.makeGenres)),
            StyleVariant(MainAnswersLibrary.self, screen: .library(MainAnswersLibrary.makeLibrary)),
            StyleVariant(MainAnswersEditor.self, screen: .editor(MainAnswersEditor.makeEditor)),
            StyleVariant(MainAnswersGenres.self, screen: .genres(MainAnswersGenres.makeGenres)),
        ]
    }

    package static var guardedFeatures: [GuardedFeature] {
        [
            GuardedFeature(
                .relayBridge,
                articleForm: StyleVariant(
                    BridgelessLazyGreeting.self, screen: .lazyGreeting(BridgelessLazyGreeting.makeLazyGreeting)))
        ]
    }
}
