/// A choice this project made in a style's main code where the style's article or library writes
/// it another way: a guard that may decide a pitfall cell, so the matrix names it.
///
/// Each guard a style carries comes with the article's form of the same feature
/// (``GuardedFeature``). The pitfall matrix plays every situation again on that form: a cell
/// whose outcome changes is the guard's (`source: project`), not the style's.
package enum ProjectGuard: String, CaseIterable, Sendable {
    /// The subjects style's view controllers send intents with `subscribe(onNext: subject.onNext)`,
    /// which lets an input's error go unhandled; the article binds each control to its subject
    /// with `bind(to:)`, which forwards the error into the subject.
    case intentsBySubscribe = "intents sent with subscribe(onNext:), where the article binds them with bind(to:)"
    /// The protocols style's outputs are Drivers and Signals; the article's view model returns
    /// Observables (`var apiResult: Observable<Model>`), which deliver where they were sent.
    case traitOutputs = "outputs as Drivers and Signals, where the article returns Observables"
    /// Transform's and init-only's lazily loaded greeting: the view controller makes a relay per
    /// control before `transform` (or `init`) and forwards each control into it as its cell
    /// appears. The articles take every input at once, when the view loads: the transform article
    /// says such a view model "will only work with Views that are able to gather at the same time
    /// all the resources needed to create the ViewModel’s Input", and moves to subjects; the
    /// init-only article's controller "passes all the input observables" to `init`. Their form
    /// has no control when the view loads, so it binds nothing: the bridge is code the article's
    /// form lacks, and the matrix prices it (``isPriced``).
    case relayBridge =
        "a relay per control, made by the view controller before the view model, for controls that appear later"
    /// Init-only's controllers offer `showOutputs(on:)`, so a second view controller shown beside
    /// the first drives the outputs of the view model the first one made; the article's view
    /// controller makes its view model with its own view's inputs and keeps it to itself.
    case outputsShownToAnotherView =
        "the controllers let a second view drive the first one's view model's outputs (showOutputs(on:)), where the article's controller keeps its view model to itself"

    /// The guard, as the matrix names it.
    package var name: String { rawValue }

    /// Whether the matrix prices the guard, as a fix is priced: by the statements the main code
    /// has that the article's form does not (the article's form's patch, undone). Only the relay
    /// bridge is priced: without it the article's form cannot take the feature at all, where the
    /// other guards change what a feature that works either way does.
    package var isPriced: Bool { self == .relayBridge }
}

/// One feature of a style's main code that carries a ``ProjectGuard``, and the same feature
/// written in the article's form (the guard swapped back).
package struct GuardedFeature: Sendable {
    /// The guard the main code carries.
    package let projectGuard: ProjectGuard
    /// The feature in the article's form, as a variant of the style (its `fix` says what the
    /// article writes).
    package let articleForm: StyleVariant

    /// `projectGuard`, swapped back to the article's form in `articleForm`.
    package init(_ projectGuard: ProjectGuard, articleForm: StyleVariant) {
        self.projectGuard = projectGuard
        self.articleForm = articleForm
    }
}
