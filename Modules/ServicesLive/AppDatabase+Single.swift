import ReactiveCore
import Storage

extension AppDatabase {
    /// `body` run against the database on `work` when subscribed, as a `Single` of its result
    /// or its error: how every live service reads and writes.
    func single<Value>(
        on work: ImmediateSchedulerType, _ body: @escaping (AppDatabase) throws -> Value
    ) -> Single<Value> {
        Single.create { [self] single in
            single(Result { try body(self) })
            return Disposables.create()
        }
        .subscribe(on: work)
    }
}
