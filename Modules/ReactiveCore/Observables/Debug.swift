import Foundation

extension ObservableType {
    /// Prints every event and lifecycle step of the sequence, with a timestamp and `identifier`.
    ///
    /// - Parameters:
    ///   - identifier: A label for the lines; by default the call site.
    ///   - trimOutput: Whether to shorten long event descriptions to 40 characters.
    ///   - file: The calling file, for the default label.
    ///   - line: The calling line, for the default label.
    ///   - function: The calling function, for the default label.
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false,
        file: String = #file, line: UInt = #line, function: String = #function
    ) -> Observable<Element> {
        let name = identifier ?? "\((file as NSString).lastPathComponent):\(line) (\(function))"
        let source = asObservable()
        return Observable { observer in
            debugLog(name, "subscribed")
            let sink = Sink(observer: observer)
            sink.setUpstream(
                source.run { event in
                    var description = event.debugDescription
                    if trimOutput && description.count > 40 {
                        description = String(description.prefix(20)) + "..." + String(description.suffix(17))
                    }
                    debugLog(name, "Event \(description)")
                    sink.forwardAndEndOnStop(event)
                })
            return Disposables.create {
                debugLog(name, "isDisposed")
                sink.dispose()
            }
        }
    }
}

private func debugLog(_ identifier: String, _ content: String) {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
    print("\(formatter.string(from: Date())): \(identifier) -> \(content)")
}
