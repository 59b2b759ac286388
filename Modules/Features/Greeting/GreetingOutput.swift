/// The names of the greeting's outputs (`GreetingView`'s and `LazyGreetingView`'s), as
/// transcripts, the spec and the probes write them: one case per `Binder` of the contracts, so a
/// name is declared once and checked by the compiler wherever a view records an output or a
/// test reads one.
package enum GreetingOutput: String, CaseIterable, Sendable {
    /// `GreetingView.greeting`.
    case greeting
}
