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

/// The greeting screen built from cells that load lazily, as a table view does: a control exists
/// only once its cell appears, and a cell may be reused with a fresh control.
///
/// The view asks ``cells`` to connect each control when its cell appears (the data source's
/// `cellForRow`) and disposes that connection when the cell is reused or goes away. Until the
/// name cell appears, the name is empty. The same view model that serves ``GreetingView`` must
/// serve this view; see `docs/STYLES.md` for which styles need a bridge to do so.
package protocol LazyGreetingView: AnyObject {
    /// Who connects the cells' controls: the binder sets it, and clears it when it is disposed.
    var cells: LazyGreetingCells? { get set }

    /// Shows the greeting, or what is wrong with the name.
    var greeting: Binder<String> { get }
}

/// The view controller's part of a lazily loaded greeting's data source: it connects each
/// control as its cell appears.
package protocol LazyGreetingCells: AnyObject {
    /// The name cell appeared with a field whose text is `text` (current, then edits); the
    /// result is disposed when the cell is reused or goes away.
    func nameCellAppeared(text: Observable<String>) -> Disposable

    /// The button cell appeared with a button whose taps are `taps`; the result is disposed when
    /// the cell is reused or goes away.
    func buttonCellAppeared(taps: Observable<Void>) -> Disposable
}

/// Cells connected by two closures, which is all most styles need.
package final class GreetingCells: LazyGreetingCells {
    private let name: (Observable<String>) -> Disposable
    private let button: (Observable<Void>) -> Disposable

    /// Cells that connect the name field with `name` and the button with `button`.
    package init(
        name: @escaping (Observable<String>) -> Disposable, button: @escaping (Observable<Void>) -> Disposable
    ) {
        self.name = name
        self.button = button
    }

    package func nameCellAppeared(text: Observable<String>) -> Disposable {
        name(text)
    }

    package func buttonCellAppeared(taps: Observable<Void>) -> Disposable {
        button(taps)
    }
}

extension LazyGreetingView {
    /// Hands `cells` to the view until the result is disposed.
    package func install(_ cells: LazyGreetingCells) -> Disposable {
        self.cells = cells
        return Disposables.create { [weak self] in self?.cells = nil }
    }
}
