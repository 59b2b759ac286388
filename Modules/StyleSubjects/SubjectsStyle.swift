import Domain
import Features
import ReactiveCore

/// The subjects style's view controllers: in `viewDidLoad`, each drives the view model's
/// outputs, then sends each control to its input observer (a control that appears later, a lazily
/// loaded cell, is sent when it appears). Inputs forward elements only
/// (`subscribe(onNext:)`), so a control that goes away does not complete the view model's subject.
package enum SubjectsStyle: BindingStyle {
    package static let id = "subjects"
    package static let name = "Subjects"
    package static let summary =
        "input and output properties, bridged by private subjects, bound whenever the view likes"
}

extension Style {
    /// Subjects: input and output properties, bridged by private subjects, bound whenever the view likes.
    package static let subjects = Style(SubjectsStyle.self)
}
