import Domain
import Features
import ReactiveCore

/// The protocols style's view controllers: the view model is injected, and `viewDidLoad` binds it
/// as the article's does, outputs driven first, then view events calling input methods. The view
/// controller sees the view
/// model only through its `…ViewModelType` protocol, so every call reads `.input.` or `.output.`.
package enum ProtocolsStyle: BindingStyle {
    package static let id = "protocols"
    package static let name = "Protocols"
    package static let summary = "input methods and output observables behind ViewModelInput/ViewModelOutput protocols"
}

extension Style {
    /// Protocols: input methods and output observables behind ViewModelInput/ViewModelOutput protocols.
    package static let protocols = Style(ProtocolsStyle.self)
}
