import Domain
import Features
import ReactiveCore

/// The transform style's view controllers: in `viewDidLoad`, as the article's does, each gathers
/// the view's inputs, transforms once, drives every output and keeps the output's disposable, so
/// inputs and outputs are connected together, by the one call.
package enum TransformStyle: BindingStyle {
    package static let id = "transform"
    package static let name = "Transform"
    package static let summary = "one method turns all inputs into all outputs: transform(input:) -> Output"
}

extension Style {
    /// Transform: one method turns all inputs into all outputs: transform(input:) -> Output.
    package static let transform = Style(TransformStyle.self)
}
