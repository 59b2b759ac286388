/// The names of the greeting's outputs (`GreetingView`'s and `LazyGreetingView`'s), as transcripts,
/// the spec and the probes write them: one case per `Binder` of the contracts, so a name is
/// declared once and checked by the compiler wherever a tap records an output (with the text
/// `Transcripts` declares for it, `…Output.Text`) or a test reads one.
package enum GreetingOutput: String, ViewOutput {
    /// `GreetingView.greeting`.
    case greeting
}

extension GreetingOutput {
    /// Whether the output is state or a one-shot event, and why:
    ///
    /// - `greeting` is an event: the answer to one validation: every style sends it once per
    ///   validation (a publish relay or subject, a `Signal`, a `@Pulse`, an outbox), and the same name validated twice
    ///   is greeted twice, which a state, equal to itself, would not show.
    package var kind: OutputKind {
        switch self {
        case .greeting: .event
        }
    }
}
