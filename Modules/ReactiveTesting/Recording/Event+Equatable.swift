import ReactiveCore

extension Event: Equatable where Element: Equatable {
    /// Events are equal when they are the same kind with equal elements or equal errors.
    ///
    /// Errors are equal when they are `Equatable` and `==`, or otherwise of the same type with
    /// the same description.
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.next(let left), .next(let right)): left == right
        case (.completed, .completed): true
        case (.error(let left), .error(let right)): errorsEqual(left, right)
        default: false
        }
    }
}

/// Compares two errors the way tests expect: by `==` when the type is `Equatable`, otherwise
/// by type and description.
func errorsEqual(_ lhs: Swift.Error, _ rhs: Swift.Error) -> Bool {
    guard ObjectIdentifier(type(of: lhs)) == ObjectIdentifier(type(of: rhs)) else { return false }
    if let equatable = (lhs as Any) as? any Equatable {
        return equatable.isEqual(to: rhs)
    }
    return String(reflecting: lhs) == String(reflecting: rhs)
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
