import ReactiveCore

extension MaybeEvent: Equatable where Element: Equatable {
    /// Events are equal when they are the same kind with equal elements or equal errors (see
    /// `Event`'s `==`).
    public static func == (lhs: MaybeEvent<Element>, rhs: MaybeEvent<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.success(let left), .success(let right)): left == right
        case (.completed, .completed): true
        case (.error(let left), .error(let right)): errorsEqual(left, right)
        default: false
        }
    }
}

extension CompletableEvent: Equatable {
    /// Events are equal when both complete, or both fail with equal errors.
    public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed): true
        case (.error(let left), .error(let right)): errorsEqual(left, right)
        default: false
        }
    }
}

/// Whether two outcomes of a single are equal: equal elements, or equal errors.
func singleEventsEqual<Element: Equatable>(_ lhs: SingleEvent<Element>, _ rhs: SingleEvent<Element>) -> Bool {
    switch (lhs, rhs) {
    case (.success(let left), .success(let right)): left == right
    case (.failure(let left), .failure(let right)): errorsEqual(left, right)
    default: false
    }
}
