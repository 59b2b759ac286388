import Domain
import ReactiveCore
import Services

extension CatalogService {
    /// The same catalog, each call logged in `log` as `method(argument)` when its answer is
    /// subscribed (as `CallCounter` and a `ServiceScript` count them); the answers are untouched.
    package func logged(in log: CallLog) -> CatalogService {
        intercepted(by: log)
    }
}

extension LibraryService {
    /// The same library, each call logged in `log` as `method(argument)` when its answer is
    /// subscribed, and each observation of the favorites as `favorites()` when it starts; the
    /// answers are untouched.
    package func logged(in log: CallLog) -> LibraryService {
        var library = intercepted(by: log)
        library.favorites = {
            Observable.deferred {
                log.log("favorites()")
                return self.favorites()
            }
        }
        return library
    }
}

extension CallLog: CallInterceptor {
    /// `answer`, logging `call` each time it is subscribed.
    package func intercept<Value>(_ call: String, _ answer: Single<Value>) -> Single<Value> {
        Single.deferred {
            self.log(call)
            return answer
        }
    }
}
