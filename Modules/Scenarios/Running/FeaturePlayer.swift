import Domain
import Features
import ReactiveCore

/// Plays one feature's scripts: it owns the feature's scripted view, shows it with a style's view
/// controller (loaded and appeared; the genres' view appears at the script's `load`), and turns each intent into what the user would do to that
/// view.
@MainActor
protocol FeaturePlayer: AnyObject, SendableMetatype {
    /// Every intent the feature accepts, each defined once.
    nonisolated static var intents: [IntentDefinition<Self>] { get }

    /// A player for `script` on `fixture`'s services and recorder, shown with `style` from the
    /// start (or, for the editor, from its `open`).
    init(style: BindingStyle.Type, fixture: RunFixture, script: ScenarioScript)

    /// The feature's screen, as its coordinator drives it; `nil` while none is shown (the editor
    /// before it opens).
    var screen: ShownScreen? { get }

    /// Whether the feature's view is on screen, so the user can act on it.
    var isOnScreen: Bool { get }
}

extension FeaturePlayer {
    /// The feature's intents, and the moments of its view's lifecycle, which every feature has.
    nonisolated static var allIntents: [IntentDefinition<Self>] {
        intents + [
            .plain("disappear", "the view disappears, as in a tab switch: it stays, with its view model", onView: false)
            {
                $0.screen?.disappear()
            },
            .plain("appear", "the view appears again", onView: false) { $0.screen?.appear() },
            .plain(
                "rebuild", "a new view controller over the same view model loads the view and shows it", onView: false
            ) { $0.screen?.rebuild() },
            .plain("leave", "the user leaves the screen: the view disappears and is released", onView: false) {
                $0.stop()
            },
        ]
    }

    /// The user leaves: the view disappears, its view controller and view model are released.
    func stop() { screen?.leave() }

    /// How each intent is written, for the parser and the documentation.
    nonisolated static var syntax: [IntentSyntax] {
        allIntents.map { IntentSyntax(keyword: $0.keyword, argument: $0.argument, summary: $0.summary) }
    }

    /// Does what `intent` asks.
    ///
    /// - Throws: ``ScenarioError`` when the intent is not the feature's, names what the catalog
    ///   does not have, or acts on a view that is not on screen (a user acts only on what a
    ///   loaded, appeared view shows).
    func play(_ intent: Intent) throws {
        guard let definition = Self.allIntents.first(where: { $0.keyword == intent.keyword }) else {
            throw ScenarioError.unknownIntent(intent.keyword)
        }
        guard !definition.actsOnTheView || isOnScreen else { throw ScenarioError.notOnScreen(intent.keyword) }
        try definition.perform(self, intent.argument)
    }
}

/// One intent of a feature: how it is written, and what it does to the feature's player.
struct IntentDefinition<Player>: Sendable {
    let keyword: String
    let argument: IntentSyntax.ArgumentKind
    let summary: String
    /// Whether the intent is the user's on the feature's view, which must then be on screen
    /// (`leave`, the editor's `open` and the genres' `load`, the view appearing, are not).
    var actsOnTheView = true
    let perform: @MainActor @Sendable (Player, Intent.Argument) throws -> Void

    /// An intent with no argument.
    static func plain(
        _ keyword: String, _ summary: String, onView: Bool = true,
        _ perform: @escaping @MainActor @Sendable (Player) throws -> Void
    ) -> Self {
        IntentDefinition(keyword: keyword, argument: .none, summary: summary, actsOnTheView: onView) {
            player, argument in
            guard argument == .none else { throw ScenarioError.badArgument(keyword) }
            try perform(player)
        }
    }

    /// An intent that takes a double-quoted string.
    static func text(
        _ keyword: String, _ summary: String, _ perform: @escaping @MainActor @Sendable (Player, String) throws -> Void
    ) -> Self {
        IntentDefinition(keyword: keyword, argument: .text, summary: summary) { player, argument in
            guard case .text(let text) = argument else { throw ScenarioError.badArgument(keyword) }
            try perform(player, text)
        }
    }

    /// An intent that takes a whole number.
    static func number(
        _ keyword: String, _ summary: String, onView: Bool = true,
        _ perform: @escaping @MainActor @Sendable (Player, Int) throws -> Void
    ) -> Self {
        IntentDefinition(keyword: keyword, argument: .number, summary: summary, actsOnTheView: onView) {
            player, argument in
            guard case .number(let number) = argument else { throw ScenarioError.badArgument(keyword) }
            try perform(player, number)
        }
    }
}
