import Domain
import Features
import ReactiveCore

/// The protocols style's view controllers: view events call input methods, outputs are driven;
/// each side is bound on its own (`Screen.Shape.separate`). The view controller sees the view
/// model only through its `…ViewModelType` protocol, so every call reads `.input.` or `.output.`.
package enum ProtocolsStyle: BindingStyle {
    package static let id = "protocols"
    package static let name = "Protocols"
    package static let summary = "input methods and output observables behind ViewModelInput/ViewModelOutput protocols"
    package static let costNotes = CostNotes(
        longerCode: "three protocols per feature, state held in relays, and the work done in input methods",
        shorterCode: "inputs are plain method calls",
        moreAtRunTime: "state lives in relays, and every output is a Driver",
        lessAtRunTime: "an input is a method call, with no stream to subscribe")
}

extension Style {
    /// Protocols: input methods and output observables behind ViewModelInput/ViewModelOutput protocols.
    package static let protocols = Style(ProtocolsStyle.self)
}
