import Domain
import Features
import Lab
import ReactiveCore
import StyleMVB

/// What the pitfall lab and the cost report need of the MVB style: its cost notes, its library
/// for a view with no error label, and its variants.
package enum MVBStyleLab: StyleLab {
    package static let style = Style.mvb
    package static let costNotes = CostNotes(
        longerCode: "each binding is split into state and intents",
        shorterCode: "the model owns state and effects, and the binding is a list of arrows",
        moreAtRunTime: "the model keeps its state in relays",
        lessAtRunTime: "outputs are plain observables bound with `<~`: no Driver, so no share and no hop per output")

    @MainActor
    package static func makeListOnlyLibrary(environment: FeatureEnvironment) -> Presentation<any LibraryView> {
        MVBStyle.library(environment: environment, showingErrors: false)
    }

    package static var variants: [StyleVariant] {
        [
            StyleVariant(KeptSearch.self, screen: .search(KeptSearch.makeSearch)),
            StyleVariant(SeparateIntentsGenres.self, screen: .genres(SeparateIntentsGenres.makeGenres)),
            StyleVariant(MainAnswersLibrary.self, screen: .library(MainAnswersLibrary.makeLibrary)),
            StyleVariant(MainAnswersEditor.self, screen: .editor(MainAnswersEditor.makeEditor)),
            StyleVariant(MainAnswersGenres.self, screen: .genres(MainAnswersGenres.makeGenres)),
        ]
    }
}

extension MVBStyleLab {
    /// The MVB library's model takes a selection on its `selections` relay, with or without a
    /// view.
    @MainActor
    package static func deepLink(into viewModel: AnyObject) -> (@MainActor (Int) -> Void)? {
        switch viewModel {
        case let model as LibraryModel: { model.selections.accept($0) }
        case let model as MainAnswersLibrary.LibraryModel: { model.selections.accept($0) }
        default: nil
        }
    }
}
