import Features

extension GreetingOutput {
    /// How transcripts write the greeting's output (of `GreetingView` and `LazyGreetingView`):
    /// declared once, for every recording tap.
    package enum Text {
        /// The greeting, quoted.
        package static let greeting = OutputText<String>(GreetingOutput.greeting, Rendering.quoted)
    }
}
