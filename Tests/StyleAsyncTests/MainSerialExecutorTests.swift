import Testing

/// The suites whose tests run on swift-concurrency-extras' main serial executor
/// (`withMainSerialExecutor`), one test at a time: the executor is one process-wide switch that
/// each test turns on and, when it ends, back to what it was, so two such tests at once would
/// turn it off under each other.
@Suite(.serialized)
enum MainSerialExecutorTests {}
