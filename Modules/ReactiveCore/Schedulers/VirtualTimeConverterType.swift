import Foundation

/// Converts between a virtual clock's units and real time, for ``VirtualTimeScheduler``.
public protocol VirtualTimeConverterType {
    /// A point on the virtual clock.
    associatedtype VirtualTimeUnit
    /// A duration on the virtual clock.
    associatedtype VirtualTimeIntervalUnit

    /// The real time a virtual time stands for.
    func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime
    /// The virtual time for a real time.
    func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit
    /// The real duration a virtual duration stands for.
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval
    /// The virtual duration for a real one.
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit
    /// A virtual time moved by a virtual duration.
    func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit
    /// Orders two virtual times.
    func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison
}

/// The order of two virtual times.
public enum VirtualTimeComparison: Sendable {
    /// The left time is earlier.
    case lessThan
    /// The times are equal.
    case equal
    /// The left time is later.
    case greaterThan
}
