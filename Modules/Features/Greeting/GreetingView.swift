import ReactiveCore

/// The greeting screen: a name field, a validate button, and the greeting.
///
/// Validating shows the greeting for the trimmed name, or what is wrong with it. Until the user
/// types, the name is empty.
package protocol GreetingView: AnyObject {
    /// The name field's text: the current text on subscription, then every edit.
    var name: Observable<String> { get }

    /// The user asks to validate the name.
    var validateRequests: Observable<Void> { get }

    /// Shows the greeting, or what is wrong with the name.
    var greeting: Binder<String> { get }
}

/// The greeting screen built from cells that load lazily: each control exists only once its
/// cell has appeared, and a cell may appear again (be reused) with a fresh control.
///
/// The same view model must serve it. Each style binds it in its own honest way; see
/// `docs/STYLES.md` for which styles need a workaround.
package protocol LazyGreetingView: AnyObject {
    /// Each time the name cell appears, its field's text (current text, then edits).
    var nameFields: Observable<Observable<String>> { get }

    /// Each time the button cell appears, its taps.
    var validateButtons: Observable<Observable<Void>> { get }

    /// Shows the greeting, or what is wrong with the name.
    var greeting: Binder<String> { get }
}
