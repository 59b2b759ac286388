import Features
import StyleAsync
import StyleInitOnly
import StyleMVB
import StyleProtocols
import StyleReactor
import StyleSubjects
import StyleTransform

extension Style {
    /// Every style Bindery compares, in the order front ends show them: the registry. Adding a
    /// style is its module, its test target and one line here.
    package static let allCases: [Style] = [
        .transform,
        .subjects,
        .protocols,
        .initOnly,
        .mvb,
        .reactor,
        .async,
    ]

    /// The style whose identifier is `id`, or `nil`.
    package static func named(_ id: String) -> Style? {
        allCases.first { $0.id == id }
    }
}
