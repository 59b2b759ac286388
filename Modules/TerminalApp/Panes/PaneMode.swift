/// What a pane shows: the feature's screen, the timeline of its outputs, or its style's code.
enum PaneMode: Sendable {
    case screen, marbles, code

    /// The mode after this one, in the order F2 cycles through them.
    var next: PaneMode {
        switch self {
        case .screen: .marbles
        case .marbles: .code
        case .code: .screen
        }
    }

    /// The mode's name in a pane's title.
    var name: String {
        switch self {
        case .screen: "screen"
        case .marbles: "marbles"
        case .code: "code"
        }
    }
}
