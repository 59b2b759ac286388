import ReactiveCore
import ReactiveTesting
import Testing

@Suite(.tracksResources)
struct MarblesTests {
    @Test func parsesElementsTerminationAndGroups() throws {
        let events = try Marbles.events("--a--b--|", values: ["a": 1, "b": 2])
        #expect(events == [.next(20, 1), .next(50, 2), .completed(80)])

        let grouped = try Marbles.events("-(ab)-#", values: ["a": 1, "b": 2], error: TestError.boom, frame: 5)
        #expect(grouped == [.next(5, 1), .next(5, 2), .error(15, TestError.boom)])

        let symbols = try Marbles.events("x y|", frame: 1, start: 100)
        #expect(symbols == [.next(100, "x"), .next(101, "y"), .completed(102)])
    }

    @Test(
        arguments: [
            ("-a-z", MarbleError.unknownSymbol("z", column: 4)),
            ("-|-a", MarbleError.eventAfterTermination(column: 4)),
            ("((a))", MarbleError.nestedGroup(column: 2)),
            ("a)", MarbleError.unopenedGroup(column: 2)),
            ("(a-)", MarbleError.frameInGroup(column: 3)),
            ("(a", MarbleError.unclosedGroup),
        ])
    func rejectsMalformedDiagramsWithTheirColumn(diagram: String, expected: MarbleError) {
        #expect(throws: expected) { try Marbles.events(diagram, values: ["a": 1]) }
    }

    @Test func drawsRecordedEventsTheWayTheyParse() throws {
        let diagram = "--a--(bc)-|"
        let events = try Marbles.events(diagram)
        #expect(Marbles.diagram(events) == diagram)
    }

    @Test func drawsWhatAnObserverRecorded() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let source = try scheduler.createHotObservable(marbles: "--1-2-3-|", values: ["1": 1, "2": 2, "3": 3])
        let observer = scheduler.start(created: 0, subscribed: 0, disposed: 1_000) { source.map { $0 * 2 } }
        #expect(Marbles.diagram(observer.events) == "--2-4-6-|")
    }

    @Test func coldMarblesStartAtSubscription() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let source = try scheduler.createColdObservable(marbles: "-a|", values: ["a": "A"])
        let observer = scheduler.start { source }
        #expect(observer.events == [.next(210, "A"), .completed(220)])
    }
}
