// swift-format-ignore-file: AlwaysUseLowerCamelCase
// (The names are RxTest's, which follow XCTest's: `XCTAssertEqual`.)

#if canImport(XCTest)
    import ReactiveCore
    import XCTest

    // RxTest's assertions, for tests written with XCTest (Swift Testing's `#expect` compares the
    // same values with `==`). A failure prints both sides, one event per line.

    /// Asserts that two lists of events are equal.
    public func XCTAssertEqual<Element: Equatable>(
        _ lhs: [Event<Element>], _ rhs: [Event<Element>], file: StaticString = #file, line: UInt = #line
    ) {
        assertEqual(lhs, rhs, by: ==, file: file, line: line)
    }

    /// Asserts that two lists of single outcomes are equal.
    public func XCTAssertEqual<Element: Equatable>(
        _ lhs: [SingleEvent<Element>], _ rhs: [SingleEvent<Element>], file: StaticString = #file, line: UInt = #line
    ) {
        assertEqual(lhs, rhs, by: singleEventsEqual, file: file, line: line)
    }

    /// Asserts that two lists of maybe outcomes are equal.
    public func XCTAssertEqual<Element: Equatable>(
        _ lhs: [MaybeEvent<Element>], _ rhs: [MaybeEvent<Element>], file: StaticString = #file, line: UInt = #line
    ) {
        assertEqual(lhs, rhs, by: ==, file: file, line: line)
    }

    /// Asserts that two lists of completable outcomes are equal.
    public func XCTAssertEqual(
        _ lhs: [CompletableEvent], _ rhs: [CompletableEvent], file: StaticString = #file, line: UInt = #line
    ) {
        assertEqual(lhs, rhs, by: ==, file: file, line: line)
    }

    /// Asserts that two recordings are equal: the same events at the same virtual times.
    public func XCTAssertEqual<Element: Equatable>(
        _ lhs: [Recorded<Event<Element>>], _ rhs: [Recorded<Event<Element>>], file: StaticString = #file,
        line: UInt = #line
    ) {
        assertEqual(lhs, rhs, by: { $0.time == $1.time && $0.value == $1.value }, file: file, line: line)
    }

    /// Asserts that two recordings of optional elements are equal.
    public func XCTAssertEqual<Element: Equatable>(
        _ lhs: [Recorded<Event<Element?>>], _ rhs: [Recorded<Event<Element?>>], file: StaticString = #file,
        line: UInt = #line
    ) {
        assertEqual(lhs, rhs, by: { $0.time == $1.time && $0.value == $1.value }, file: file, line: line)
    }

    /// Asserts that a recording's elements, whatever their times, are `elements`, in order.
    public func XCTAssertRecordedElements<Element: Equatable>(
        _ stream: [Recorded<Event<Element>>], _ elements: [Element], file: StaticString = #file, line: UInt = #line
    ) {
        let recorded = stream.compactMap(\.value.element)
        assertEqual(recorded, elements, by: ==, file: file, line: line)
    }

    private func assertEqual<Value>(
        _ lhs: [Value], _ rhs: [Value], by equal: (Value, Value) -> Bool, file: StaticString, line: UInt
    ) {
        guard lhs.count != rhs.count || !zip(lhs, rhs).allSatisfy(equal) else { return }
        func lines(_ values: [Value]) -> String { values.map { "  \($0)" }.joined(separator: "\n") }
        XCTFail("Events differ:\nleft:\n\(lines(lhs))\nright:\n\(lines(rhs))", file: file, line: line)
    }
#endif
