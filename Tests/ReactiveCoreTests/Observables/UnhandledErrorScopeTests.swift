import Foundation
import ReactiveCore
import ReactiveTesting
import Testing

/// `Hooks.withUnhandledErrorHandler(_:body:)`: the errors a scope fails on purpose stay in it;
/// an error outside any scope, or on another thread, still reaches the default handler.
@Suite(.tracksResources)
struct UnhandledErrorScopeTests {
    @Test func theScopeTakesItsErrorsAndTheDefaultHandlerGetsTheRest() {
        let scoped = BindingErrorLog()
        let unscoped = BindingErrorLog()
        withErrorHooks {
            Hooks.defaultErrorHandler = { _, error in
                if error is TestError { unscoped.append(error) }
            }
            Hooks.withUnhandledErrorHandler({ _, error in scoped.append(error) }) {
                Observable<Int>.error(TestError.boom).subscribe(onNext: { _ in }).dispose()
                // A thread of its own is outside the scope.
                let done = DispatchSemaphore(value: 0)
                Thread {
                    Observable<Int>.error(TestError.other).subscribe().dispose()
                    done.signal()
                }.start()
                done.wait()
            }
            Observable<Int>.error(TestError.other).subscribe().dispose()
        }
        #expect(scoped.errors.map { $0 as? TestError } == [.boom])
        #expect(unscoped.errors.map { $0 as? TestError } == [.other, .other])
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
