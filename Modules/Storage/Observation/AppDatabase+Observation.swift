import Domain
import GRDB
import ReactiveCore

extension AppDatabase {
    /// The user's favorites, now and after every change, emitted on `scheduler`.
    ///
    /// See `observe(tables:on:pollInterval:fetch:)` for when it emits.
    package func observeFavorites(
        on scheduler: SchedulerType, pollInterval: RxTimeInterval?
    ) -> Observable<[LibraryItem]> {
        observe(
            tables: ["libraryEntry", "track"], on: scheduler, pollInterval: pollInterval, fetch: Self.fetchFavorites)
    }

    /// A query as an observable: it sends the current value when subscribed, and again after
    /// every committed change that alters it; it stops observing when disposed.
    ///
    /// Commits on this connection that touch `tables` are seen the moment they commit. Commits
    /// by other processes are invisible to SQLite's change hooks, so with a `pollInterval` the
    /// observation also checks `PRAGMA data_version` on `scheduler` that often and fetches again
    /// when another connection has committed. Values equal to the previous one are not sent.
    /// A read error ends the sequence with a ``StorageError``.
    func observe<Value: Equatable & Sendable>(
        tables: [String], on scheduler: SchedulerType, pollInterval: RxTimeInterval?,
        fetch: @escaping @Sendable (Database) throws -> Value
    ) -> Observable<Value> {
        Observable<Value>.create { observer in
            // GRDB calls back on its own queue; the closure only hands the value to the scheduler,
            // which is safe from any thread, and the observer is called from the scheduler alone.
            let deliver = SchedulerHandoff { (result: Result<Value, Error>) in
                _ = scheduler.schedule(result) { result in
                    switch result {
                    case .success(let value): observer.onNext(value)
                    case .failure(let error): observer.onError(error)
                    }
                    return Disposables.create()
                }
            }
            let read = { () -> Result<(Value, Int), Error> in
                Result {
                    try self.mapErrors {
                        try self.writer.read { db in
                            (try fetch(db), try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0)
                        }
                    }
                }
            }
            let version = VersionBox()
            switch read() {
            case .success(let (value, dataVersion)):
                version.value = dataVersion
                deliver.send(.success(value))
            case .failure(let error):
                deliver.send(.failure(error))
                return Disposables.create()
            }

            let commits = DatabaseRegionObservation(tracking: tables.map { Table($0) })
                .start(
                    in: self.writer,
                    onError: { error in
                        deliver.send(
                            .failure((error as? DatabaseError).map { Self.storageError($0, path: self.path) } ?? error))
                    },
                    onChange: { db in
                        deliver.send(Result { try self.mapErrors { try fetch(db) } })
                    })

            let polling =
                pollInterval.map { interval in
                    Observable<Int>.interval(interval, scheduler: scheduler)
                        .subscribe(onNext: { _ in
                            // Only `PRAGMA data_version` on each tick; the query runs when another
                            // connection has committed since.
                            guard let dataVersion = try? self.dataVersion(), dataVersion != version.value,
                                case .success(let (value, newVersion)) = read()
                            else { return }
                            version.value = newVersion
                            observer.onNext(value)
                        })
                } ?? Disposables.create()

            return Disposables.create {
                commits.cancel()
                polling.dispose()
            }
        }
        .distinctUntilChanged()
    }
}

extension AppDatabase {
    /// SQLite's `data_version` for this connection: it changes when another connection commits.
    /// The observations poll it; the benchmark times it.
    package func dataVersion() throws -> Int {
        try mapErrors { try writer.read { db in try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0 } }
    }
}

/// A closure that only schedules work on a thread-safe scheduler, and so may be called from
/// GRDB's queue.
private struct SchedulerHandoff<Value>: @unchecked Sendable {
    let send: (Value) -> Void
}

/// The last `data_version` an observation saw.
private final class VersionBox: @unchecked Sendable {
    var value = 0
}
