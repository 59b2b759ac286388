/// The integers that `Observable.interval`, `timer` and `range` count in.
public typealias RxAbstractInteger = FixedWidthInteger
