import Domain
import Features
import ReactiveCore

/// The transform style's view controllers: gather the view's inputs, transform once, bind the
/// outputs and keep the output's disposable. Inputs and outputs are connected together, by the
/// one call (`Screen.Shape.together`).
package enum TransformStyle: BindingStyle {
    package static let id = "transform"
    package static let name = "Transform"
    package static let summary = "one method turns all inputs into all outputs: transform(input:) -> Output"
}

extension Style {
    /// Transform: one method turns all inputs into all outputs: transform(input:) -> Output.
    package static let transform = Style(TransformStyle.self)
}
