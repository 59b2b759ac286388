/// The five ways of binding a view model that Bindery compares.
///
/// Front ends and tests iterate ``allCases``; ``rawValue`` is the identifier scripts and command
/// lines use.
package enum Style: String, CaseIterable, Sendable, CustomStringConvertible {
    /// One method, `transform(input:) -> Output`; a disposable may travel in the output.
    case transform
    /// `input` and `output` properties backed by private subjects.
    case subjects
    /// `ViewModelInput` / `ViewModelOutput` protocols, `input`/`output` returning `self`.
    case protocols
    /// Every input passed to `init`, only `let` outputs, logic in static pure functions.
    case initOnly = "init-only"
    /// A Model, a View that publishes intent, and one static binding function (`<~`).
    case mvb

    /// The style's name for people.
    package var name: String {
        switch self {
        case .transform: "Transform"
        case .subjects: "Subjects"
        case .protocols: "Protocols"
        case .initOnly: "Init-only"
        case .mvb: "Model-View-Binding"
        }
    }

    /// What the style is, in one line.
    package var summary: String {
        switch self {
        case .transform: "one method turns all inputs into all outputs: transform(input:) -> Output"
        case .subjects: "input and output properties, bridged by private subjects, bound whenever the view likes"
        case .protocols: "input methods and output observables behind ViewModelInput/ViewModelOutput protocols"
        case .initOnly: "inputs go to init, outputs are lets (Drivers and Signals), logic lives in static functions"
        case .mvb: "a Model owns state, a View publishes intent, one static function binds them with <~"
        }
    }

    /// The identifier front ends and scripts use.
    package var description: String { rawValue }
}
