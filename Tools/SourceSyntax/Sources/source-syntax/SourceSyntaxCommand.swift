import ArgumentParser

/// The one swift-syntax tool: counts lines and statements, and classifies tokens for highlighting.
@main
struct SourceSyntaxCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "source-syntax",
        abstract: "Read Swift sources with swift-syntax: count them, or classify their tokens.",
        subcommands: [Count.self, Highlight.self, Price.self]
    )
}
