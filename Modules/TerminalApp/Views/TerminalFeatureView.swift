import TerminalUI

/// A feature's view in a terminal pane: it honours the feature's view contract through its
/// widgets' reactive bindings, draws itself, and takes the keys meant for it.
protocol TerminalFeatureView: AnyObject {
    /// Whether printable keys are text for the view (a field is on screen), so they cannot be
    /// commands.
    var takesText: Bool { get }

    /// Does what `key` means to the view; returns whether it meant something.
    func handle(_ key: Key) -> Bool

    /// Draws the view into the whole of `canvas`.
    func draw(in canvas: Canvas)
}
