import Domain
import Features
import ReactiveCore

/// The subjects style's view controllers: each input and each output is bound on its own,
/// whenever the view has it (`Screen.Shape.separate`). Inputs forward elements only
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
