/// Something that draws itself into a canvas. Widgets hold their state; a view lays them out
/// and draws them after every change.
///
/// Like UIKit's controls, widgets are used on the main thread only, and their `.rx` binders apply
/// a value where it arrives: bind them through a binder that delivers on the main thread (a
/// `Driver`, or a `Binder` on the main scheduler), as the terminal app's views do.
package protocol Widget: AnyObject {
    /// Draws the widget into the whole of `canvas`.
    func draw(in canvas: Canvas)
}
