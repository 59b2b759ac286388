import Domain
import ReactiveCore

/// The palette screen as any view shows it: a background color and a button that changes it.
package protocol PaletteView: AnyObject {
    /// The user asks for the next color.
    var changeColorRequests: Observable<Void> { get }

    /// Shows the background color.
    var backgroundColor: Binder<PaletteColor> { get }

    /// Shows the button's title, which says what comes next.
    var buttonTitle: Binder<String> { get }
}
