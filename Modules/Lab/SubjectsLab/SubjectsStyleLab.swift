import Domain
import Features
import Lab
import ReactiveCore
import StyleSubjects

/// What the pitfall lab and the cost report need of the Subjects style: its cost notes, its library
/// for a view with no error label, and its variants.
package enum SubjectsStyleLab: StyleLab {
    package static let style = Style.subjects
    package static let costNotes = CostNotes(
        longerCode: "a private subject per input, Input and Output structs, and effects subscribed in init",
        shorterCode: "outputs are derived once, in init",
        moreAtRunTime: "a subject stands between each control and the chain, and every output is a Driver",
        lessAtRunTime: "the outputs are built once, in init")

    @MainActor
    package static func makeListOnlyLibrary(environment: FeatureEnvironment) -> Presentation<any LibraryView> {
        SubjectsStyle.library(environment: environment, showingErrors: false)
    }

    package static var variants: [StyleVariant] {
        [
            StyleVariant(RelayPalette.self, screen: .palette(RelayPalette.makePalette)),
            StyleVariant(KeptSearch.self, screen: .search(KeptSearch.makeSearch)),
            StyleVariant(MainAnswersLibrary.self, screen: .library(MainAnswersLibrary.makeLibrary)),
            StyleVariant(MainAnswersEditor.self, screen: .editor(MainAnswersEditor.makeEditor)),
            StyleVariant(MainAnswersGenres.self, screen: .genres(MainAnswersGenres.makeGenres)),
        ]
    }

    package static var guardedFeatures: [GuardedFeature] {
        [
            GuardedFeature(
                .intentsBySubscribe,
                articleForm: StyleVariant(BoundIntentsGenres.self, screen: .genres(BoundIntentsGenres.makeGenres))),
            GuardedFeature(
                .intentsBySubscribe,
                articleForm: StyleVariant(BoundIntentsLibrary.self, screen: .library(BoundIntentsLibrary.makeLibrary))),
        ]
    }
}

extension SubjectsStyleLab {
    /// The subjects library takes a selection on its `input.selection` observer, with or without
    /// a view.
    @MainActor
    package static func deepLink(into viewModel: AnyObject) -> (@MainActor (Int) -> Void)? {
        switch viewModel {
        case let viewModel as LibraryViewModel: { viewModel.input.selection.onNext($0) }
        case let viewModel as MainAnswersLibrary.LibraryViewModel: { viewModel.input.selection.onNext($0) }
        default: nil
        }
    }
}
