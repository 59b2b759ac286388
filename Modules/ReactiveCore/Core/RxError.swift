/// Errors raised by the reactive core itself.
public enum RxError: Swift.Error, CustomDebugStringConvertible {
    /// An unknown error occurred.
    case unknown
    /// A disposed object was used, such as a subject after `dispose()`.
    case disposed(object: AnyObject)
    /// An arithmetic overflow occurred.
    case overflow
    /// An argument was out of range.
    case argumentOutOfRange
    /// A sequence that was required to have an element had none (`asSingle`, `first` on `Single`).
    case noElements
    /// A sequence that was required to have at most one element had more (`asSingle`, `asMaybe`).
    case moreThanOneElement
    /// A sequence did not emit in time (`timeout`).
    case timeout
}

extension RxError {
    /// A description that says what went wrong.
    public var debugDescription: String {
        switch self {
        case .unknown: "Unknown error occurred."
        case .disposed(let object): "Object `\(object)` was already disposed."
        case .overflow: "Arithmetic overflow occurred."
        case .argumentOutOfRange: "Argument out of range."
        case .noElements: "Sequence doesn't contain any elements."
        case .moreThanOneElement: "Sequence contains more than one element."
        case .timeout: "Sequence timeout."
        }
    }
}
