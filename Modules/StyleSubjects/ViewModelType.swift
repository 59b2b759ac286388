/// A view model in the subjects style: `input` and `output` properties the view may use
/// whenever it likes.
///
/// Inputs are observers backed by private subjects, so a view can supply each one when its
/// control appears (a table cell that loads late), and subscribe to each output separately.
package protocol ViewModelType {
    /// The observers the view sends user intent to.
    associatedtype Input
    /// The streams the view shows.
    associatedtype Output

    /// Where the view sends its inputs.
    var input: Input { get }
    /// What the view shows.
    var output: Output { get }
}
