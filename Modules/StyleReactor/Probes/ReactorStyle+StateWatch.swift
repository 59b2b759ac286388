import Features
import Foundation
import ReactiveCore

extension ReactorStyle {
    /// A reactor's state is its state stream, reduced and stored as its current state on the
    /// thread each mutation arrives on: watches that, and the subjects the reactor keeps.
    package static func watchState(of viewModel: AnyObject, _ report: @escaping StateWatch.Report) -> Disposable {
        let subjects = StateWatch.subjects(of: viewModel, report)
        guard let reactor = viewModel as? any Reactor else { return subjects }
        return Disposables.create(subjects, watchStateStream(of: reactor, report))
    }

    private static func watchStateStream<R: Reactor>(
        of reactor: R, _ report: @escaping StateWatch.Report
    )
        -> Disposable
    {
        reactor.state.subscribe(onNext: { _ in report("state", Thread.isMainThread) })
    }
}
