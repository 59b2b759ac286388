import Foundation
import ReactiveCore
import ReactiveTesting
import Testing

/// `Hooks.withUnhandledErrorHandler(_:body:)`: the errors a scope fails on purpose stay in it;
/// an error outside any scope, or on another thread, still reaches the default handler.
@Suite(.tracksResources)
struct UnhandledErrorScopeTests {
    /// Errors only this test fails with: the default handler is process-wide, and other suites
    /// running meanwhile report their own `TestError`s to it outside any scope.
    private enum ScopeError: Error { case inside, outsideOnAnotherThread, outsideAfterTheScope }

    @Test func theScopeTakesItsErrorsAndTheDefaultHandlerGetsTheRest() {
        let scoped = BindingErrorLog()
        let unscoped = BindingErrorLog()
        withErrorHooks {
            Hooks.defaultErrorHandler = { _, error in
                if error is ScopeError { unscoped.append(error) }
            }
            Hooks.withUnhandledErrorHandler({ _, error in scoped.append(error) }) {
                Observable<Int>.error(ScopeError.inside).subscribe(onNext: { _ in }).dispose()
                // A thread of its own is outside the scope.
                let done = DispatchSemaphore(value: 0)
                Thread {
                    Observable<Int>.error(ScopeError.outsideOnAnotherThread).subscribe().dispose()
                    done.signal()
                }.start()
                done.wait()
            }
            Observable<Int>.error(ScopeError.outsideAfterTheScope).subscribe().dispose()
        }
        #expect(scoped.errors.map { $0 as? ScopeError } == [.inside])
        #expect(unscoped.errors.map { $0 as? ScopeError } == [.outsideOnAnotherThread, .outsideAfterTheScope])
    }

    @Test func anAsyncScopeTakesTheErrorsOfItsTask() async {
        let scoped = BindingErrorLog()
        let record: Hooks.UnhandledErrorHandler = { _, error in scoped.append(error) }
        await Hooks.withUnhandledErrorHandler(record) {
            await Task.yield()
            Observable<Int>.error(TestError.boom).subscribe().dispose()
        }
        #expect(scoped.errors.map { $0 as? TestError } == [.boom])
    }

    #if DEBUG
        /// An unexpected error outside any scope is still printed by the default handler.
        @Test func anErrorOutsideAnyScopeIsStillPrinted() async throws {
            let result = try await #require(processExitsWith: .success, observing: [\.standardErrorContent]) {
                let ignore: Hooks.UnhandledErrorHandler = { _, _ in }
                Hooks.withUnhandledErrorHandler(ignore) {
                    Observable<Int>.error(TestError.other).subscribe().dispose()
                }
                Observable<Int>.error(TestError.boom).subscribe().dispose()
            }
            let output = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(output == "Unhandled error happened: boom\n")
        }
    #endif
}
