import AllStyles
import AsyncLab
import Features
import InitOnlyLab
import Lab
import MVBLab
import ProtocolsLab
import ReactorLab
import SubjectsLab
import TransformLab

extension Style {
    /// Each style's lab, in the registry's order (`Style.allCases`): what the pitfall lab and the
    /// cost report need of the style. Adding a style is its lab module and one line here;
    /// `labsPairEveryStyle` in the divergence suite fails until it is added.
    package static let labs: [any StyleLab.Type] = [
        TransformStyleLab.self,
        SubjectsStyleLab.self,
        ProtocolsStyleLab.self,
        InitOnlyStyleLab.self,
        MVBStyleLab.self,
        ReactorStyleLab.self,
        AsyncStyleLab.self,
    ]

    /// The style's lab, or `nil` for a style the lab's registry does not pair with one (a style
    /// a test makes up): such a style has no variants, no list-only library and no cost notes,
    /// and its view models' state is watched through their subjects.
    package var lab: (any StyleLab.Type)? {
        Style.labs.first { $0.style == self }
    }
}
