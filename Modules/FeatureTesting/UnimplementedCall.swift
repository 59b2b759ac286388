import ReactiveCore
import Testing

/// The answer of a call the test made without overriding it: when subscribed (when a call is
/// counted everywhere else), it records a test issue naming `call` and fails with
/// ``UnimplementedCall``.
func unimplementedAnswer<Value>(_ call: String) -> Single<Value> {
    Single.deferred {
        Issue.record("\(call) is unimplemented: the test makes this call, so it must override it")
        return .error(UnimplementedCall(call: call))
    }
}

/// What an unimplemented service call fails with, after it recorded a test issue: an error rather
/// than no answer, so that an async model awaiting it stops instead of waiting for ever.
package struct UnimplementedCall: Error {
    /// The call, as `Service.method(arguments)`.
    package let call: String
}
