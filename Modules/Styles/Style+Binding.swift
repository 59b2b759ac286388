import Features
import StyleInitOnly
import StyleMVB
import StyleProtocols
import StyleSubjects
import StyleTransform

extension Style {
    /// The style's binders.
    package var binding: BindingStyle.Type {
        switch self {
        case .transform: TransformStyle.self
        case .subjects: SubjectsStyle.self
        case .protocols: ProtocolsStyle.self
        case .initOnly: InitOnlyStyle.self
        case .mvb: MVBStyle.self
        }
    }
}
