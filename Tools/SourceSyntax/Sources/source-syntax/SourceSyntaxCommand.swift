import ArgumentParser

/// The one swift-syntax tool's command line: `count` for the counts the project quotes,
/// `highlight` for the web reference's token classes.
@main
struct SourceSyntaxCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "source-syntax",
        abstract: "Count and classify Swift sources with swift-syntax.",
        subcommands: [Count.self, Highlight.self])
}
