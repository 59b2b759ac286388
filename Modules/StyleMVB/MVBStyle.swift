import Domain
import Features
import ReactiveCore

/// The model-view-binding style: make the model, then let the feature's binding wire it to the
/// view. A binding is wiring only; the model owns the state and the effects. The view controller
/// is a way to plug into the lifecycle: it calls the binding in `viewDidLoad`.
package enum MVBStyle: BindingStyle {
    package static let id = "mvb"
    package static let name = "Model-View-Binding"
    package static let summary = "a Model owns state, a View publishes intent, one static function binds them with <~"
}

extension Style {
    /// Model-View-Binding: a Model owns state, a View publishes intent, one static function binds them with <~.
    package static let mvb = Style(MVBStyle.self)
}
