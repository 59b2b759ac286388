/// Something that draws itself into a canvas. Widgets hold their state; a view lays them out
/// and draws them after every change.
package protocol Widget: AnyObject {
    /// Draws the widget into the whole of `canvas`.
    func draw(in canvas: Canvas)
}
