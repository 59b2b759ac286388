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
    package static let costNotes = CostNotes(
        longerCode: "the Input and Output structs list every stream again, and effects travel in the output",
        shorterCode: "one method builds every output, and nothing is stored outside the call",
        moreAtRunTime: "every output is a Driver (shared, and delivered through the main scheduler)",
        lessAtRunTime: "the view's own streams go straight into the chains, with no subject between")
}

extension Style {
    /// Transform: one method turns all inputs into all outputs: transform(input:) -> Output.
    package static let transform = Style(TransformStyle.self)
}
