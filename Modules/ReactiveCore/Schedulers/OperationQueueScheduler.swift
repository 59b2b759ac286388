import Foundation

/// Runs work as operations on an `OperationQueue`, which can limit how many run at once
/// (`maxConcurrentOperationCount`).
public final class OperationQueueScheduler: ImmediateSchedulerType, @unchecked Sendable {
    /// The queue the work runs on.
    public let operationQueue: OperationQueue

    /// The priority of the operations this scheduler adds.
    public let queuePriority: Operation.QueuePriority

    /// A scheduler that adds operations of `queuePriority` to `operationQueue`.
    public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
        self.operationQueue = operationQueue
        self.queuePriority = queuePriority
    }

    /// Adds an operation that runs `action`; disposing the result before it runs cancels it.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let subscription = SingleAssignmentDisposable()
        let box = UncheckedBox((state, action))
        let operation = BlockOperation {
            guard !subscription.isDisposed else { return }
            subscription.setDisposable(box.value.1(box.value.0))
        }
        operation.queuePriority = queuePriority
        operationQueue.addOperation(operation)
        let cancel = Disposables.create(with: operation.cancel)
        return Disposables.create(subscription, cancel)
    }
}
