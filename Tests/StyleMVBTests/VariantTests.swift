import Domain
import ReactiveCore
import ReactiveTesting
import Testing

@testable import StyleMVB

/// The style's variants, each against the main code it stands in for.
@Suite(.tracksResources)
struct VariantTests {
    /// The main model derives the greeting while a view is bound: a view bound after the
    /// validation is shown nothing. The kept greeting is shown to it at once.
    @Test func theKeptGreetingShowsAViewBoundAfterTheValidation() {
        let main = GreetingModel()
        let variant = KeptGreetingModel()
        main.name.accept("Ada")
        main.validate.onNext(())
        variant.name.accept("Ada")
        variant.validate.onNext(())
        var shownByMain: [String] = []
        var shownByVariant: [String] = []
        let subscriptions = [
            main.greeting.subscribe(onNext: { shownByMain.append($0) }),
            variant.greeting.subscribe(onNext: { shownByVariant.append($0) }),
        ]
        #expect(shownByMain.isEmpty)
        #expect(shownByVariant == ["Hello, Ada!"])
        subscriptions.forEach { $0.dispose() }
    }
}
