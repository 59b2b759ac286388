import Testing

/// Records a test issue naming `call`, which the test made without overriding it, and returns
/// the error the call fails with.
func unimplementedCall(_ call: String) -> UnimplementedCall {
    Issue.record("\(call) is unimplemented: the test makes this call, so it must override it")
    return UnimplementedCall(call: call)
}

/// What an unimplemented service call fails with, after it recorded a test issue: an error rather
/// than no answer, so that an async model awaiting it stops instead of waiting for ever.
package struct UnimplementedCall: Error {
    /// The call, as `Service.method(arguments)`.
    package let call: String
}
