import Domain
import Features
import Lab
import ReactiveCore
import StyleProtocols

/// What the pitfall lab and the cost report need of the Protocols style: its cost notes, its library
/// for a view with no error label, and its variants.
package enum ProtocolsStyleLab: StyleLab {
    package static let style = Style.protocols
    package static let costNotes = CostNotes(
        longerCode: "three protocols per feature, state held in relays, and the work done in input methods",
        shorterCode: "inputs are plain method calls",
        moreAtRunTime: "state lives in relays, and every output is a Driver",
        lessAtRunTime: "an input is a method call, with no stream to subscribe")

    @MainActor
    package static func makeListOnlyLibrary(environment: FeatureEnvironment) -> Presentation<any LibraryView> {
        ProtocolsStyle.library(environment: environment, showingErrors: false)
    }

    package static var variants: [StyleVariant] {
        [
            StyleVariant(KeptSearch.self, screen: .search(KeptSearch.makeSearch)),
            StyleVariant(MainAnswersLibrary.self, screen: .library(MainAnswersLibrary.makeLibrary)),
            StyleVariant(MainAnswersEditor.self, screen: .editor(MainAnswersEditor.makeEditor)),
            StyleVariant(MainAnswersGenres.self, screen: .genres(MainAnswersGenres.makeGenres)),
        ]
    }

    package static var guardedFeatures: [GuardedFeature] {
        [
            GuardedFeature(
                .traitOutputs,
                articleForm: StyleVariant(
                    ObservableOutputsGenres.self, screen: .genres(ObservableOutputsGenres.makeGenres)))
        ]
    }
}

extension ProtocolsStyleLab {
    /// The protocols library takes a selection through its inputs' `selectRow(_:)`, with or
    /// without a view, as ios-oss's view models take a deep link's `configureWith`.
    @MainActor
    package static func deepLink(into viewModel: AnyObject) -> (@MainActor (Int) -> Void)? {
        switch viewModel {
        case let viewModel as LibraryViewModel: { viewModel.input.selectRow($0) }
        case let viewModel as MainAnswersLibrary.LibraryViewModel: { viewModel.input.selectRow($0) }
        default: nil
        }
    }
}
