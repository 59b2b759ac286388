import Domain
import Features
import Foundation
import ReactiveCore
import Services

/// Situation 14's services: each answer is held as it arrives, and delivered when the probe
/// releases it, on a thread of its own, which the release waits for. So the probe chooses where
/// the service's thread answers: between two things the user does in one turn of the main
/// thread, with no main-queue work (the hop of a `Driver`, a `Binder`, a main-actor task) run in
/// between, as when a tap is handled before the answer's hop to the main queue.
///
/// The favorites are not held: the database observes them for the main scheduler, as an app's.
///
/// Locked with `NSLock` (a pthread mutex the thread sanitizer sees): `make test-tsan` plays the
/// situation under the sanitizer.
final class AnswerGate: CallInterceptor, @unchecked Sendable {
    private let lock = NSLock()
    private var pending = 0
    private var made = 0
    private var arrived: [() -> Void] = []

    /// `single`, its answer held until ``release()`` delivers it, whatever the call; a
    /// subscription disposed first is sent nothing.
    func intercept<Value>(_ call: String, _ single: Single<Value>) -> Single<Value> {
        Single.create { observer in
            let delivery = Delivery(observer)
            var answered = false
            self.lock.withLock {
                self.pending += 1
                self.made += 1
            }
            let subscription = single.subscribe { result in
                self.lock.withLock {
                    answered = true
                    self.pending -= 1
                    self.arrived.append { delivery.send(result) }
                }
            }
            return Disposables.create {
                delivery.cancel()
                subscription.dispose()
                // A call given up before its answer is waited for no more.
                self.lock.withLock {
                    if !answered {
                        answered = true
                        self.pending -= 1
                    }
                }
            }
        }
    }

    /// How many calls were made so far, answered or not.
    var calls: Int { lock.withLock { made } }

    /// Whether a call's answer has not arrived yet.
    var isWaiting: Bool { lock.withLock { pending > 0 } }

    /// Delivers every answer arrived so far, in order, each on a thread of its own, and returns
    /// once each has been handled there (everything it sent synchronously): the calling thread,
    /// the main one, runs nothing meanwhile. How many were delivered.
    @discardableResult
    func release() -> Int {
        let answers = lock.withLock {
            defer { arrived = [] }
            return arrived
        }
        for answer in answers {
            let handled = DispatchSemaphore(value: 0)
            let delivery = Handover(answer)
            Thread {
                delivery.answer()
                handled.signal()
            }.start()
            handled.wait()
        }
        return answers.count
    }

    /// Blocks the calling thread (the main one, in the middle of what the user does) until every
    /// call made has its answer, or `patience` has passed; `false` then.
    func awaitArrivals(patience: Duration) -> Bool {
        let deadline = ContinuousClock.now + patience
        while isWaiting {
            guard ContinuousClock.now < deadline else { return false }
            Thread.sleep(forTimeInterval: 0.001)
        }
        return true
    }

    /// An answer handed to the thread that delivers it, and touched by it alone.
    private struct Handover: @unchecked Sendable {
        let answer: () -> Void

        init(_ answer: @escaping () -> Void) {
            self.answer = answer
        }
    }

    /// One held answer's observer, which a disposal silences.
    private final class Delivery<Value>: @unchecked Sendable {
        private let lock = NSLock()
        private var observer: ((SingleEvent<Value>) -> Void)?

        init(_ observer: @escaping (SingleEvent<Value>) -> Void) {
            self.observer = observer
        }

        func send(_ result: SingleEvent<Value>) {
            lock.withLock { observer }?(result)
        }

        func cancel() {
            lock.withLock { observer = nil }
        }
    }
}

extension FeatureEnvironment {
    /// The same services, every answer but the favorites' held by `gate`; the catalog's genres
    /// from the second call on have `added` first (the catalog changed between two loads).
    func holding(_ gate: AnswerGate, adding added: Genre) -> FeatureEnvironment {
        var environment = self
        let genres = catalog.genres
        let genreLoads = LockedState(0)
        environment.catalog.genres = {
            Single.deferred {
                let load = genreLoads.withLock { loads in
                    loads += 1
                    return loads
                }
                return load == 1 ? genres() : genres().map { [added] + $0 }
            }
        }
        return environment.intercepted(by: gate)
    }
}
