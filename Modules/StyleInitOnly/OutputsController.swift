import Features
import ReactiveCore

/// A view controller beside another, on a second view: it shows the other controller's view
/// model's outputs (`showOutputs(on:)`), which is all a second view can share of an init-only
/// view model, whose intents went to its `init`. It keeps the other controller alive.
package final class OutputsController<View>: ViewController<View> {
    private let showOutputs: (View) -> Disposable
    private let bag = DisposeBag()

    /// A controller that shows `controller`'s outputs with `showOutputs`, once its view loads.
    package init<Shown: AnyObject>(beside controller: Shown, _ showOutputs: @escaping (Shown, View) -> Disposable) {
        self.showOutputs = { showOutputs(controller, $0) }
        super.init()
    }

    package override func viewDidLoad() {
        super.viewDidLoad()
        showOutputs(view).disposed(by: bag)
    }
}
