extension ObservableType {
    /// Turns every event, terminal ones included, into an element, then completes.
    public func materialize() -> Observable<Event<Element>> {
        lift { sink in
            { event in
                sink.forward(.next(event))
                if event.isStopEvent {
                    sink.forwardCompleted()
                }
            }
        }
    }
}

extension ObservableType where Element: EventConvertible {
    /// Turns elements that are events back into events.
    public func dematerialize() -> Observable<Element.Element> {
        lift { sink in
            { event in
                switch event {
                case .next(let element):
                    let inner = element.event
                    sink.forwardAndEndOnStop(inner)
                case .error(let error):
                    sink.forwardError(error)
                case .completed:
                    sink.forwardCompleted()
                }
            }
        }
    }
}
