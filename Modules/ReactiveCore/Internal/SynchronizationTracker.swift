#if DEBUG
    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Darwin)
        import Darwin
    #endif

    /// Debug builds only: notices when events overlap in one place that the grammar says receives
    /// them one at a time, as RxSwift's debug builds do in the same places (every sink's forwarding,
    /// `create`'s observer, the subjects' `on`, and the observer of `subscribe(onNext:...)`).
    ///
    /// Each entry is counted per thread. A second entry from the thread already inside is a
    /// reentrancy anomaly (an event sent while the previous one is still being delivered: a
    /// feedback loop); an entry while another thread is inside is a synchronization anomaly (two
    /// threads sending at once). Either goes to ``Hooks/synchronizationAnomalyHandler`` after the
    /// tracker's lock is released; the event is delivered anyway, as in RxSwift.
    ///
    /// Release builds compile none of this: the field, the calls and this type are all behind
    /// `#if DEBUG`.
    struct SynchronizationTracker {
        /// How many times each thread is inside, by thread.
        private let threads = LockedState<[UInt: Int]>([:])

        /// Records an entry by the current thread, reporting an anomaly if there is one.
        func register() {
            let thread = currentThreadID()
            let (reentrant, concurrent) = threads.withLock { threads -> (Bool, Bool) in
                let count = (threads[thread] ?? 0) + 1
                threads[thread] = count
                return (count > 1, threads.count > 1)
            }
            if reentrant { Hooks.reportSynchronizationAnomaly(.reentrancy) }
            if concurrent { Hooks.reportSynchronizationAnomaly(.synchronization) }
        }

        /// Records that the current thread's latest entry is over.
        func unregister() {
            let thread = currentThreadID()
            threads.withLock { threads in
                let count = (threads[thread] ?? 1) - 1
                threads[thread] = count == 0 ? nil : count
            }
        }
    }

    /// An identifier of the calling thread, unique among the threads alive.
    private func currentThreadID() -> UInt {
        #if canImport(Darwin)
            UInt(bitPattern: pthread_self())
        #else
            UInt(pthread_self())
        #endif
    }
#endif
