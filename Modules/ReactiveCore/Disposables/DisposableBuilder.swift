/// Lists disposables one per line, for ``DisposeBag/init(builder:)`` and
/// ``DisposeBag/insert(builder:)``:
///
/// ```swift
/// disposeBag.insert {
///     viewModel.title.drive(label.rx.text)
///     viewModel.isBusy.drive(spinner.rx.isAnimating)
/// }
/// ```
@resultBuilder
public enum DisposableBuilder {
    /// The listed disposables, in order.
    public static func buildBlock(_ disposables: Disposable...) -> [Disposable] {
        disposables
    }
}
