import ArgumentParser

/// Counts lines and statements (the lab's half of the tool; not built on this branch yet).
struct Count: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Count lines and statements (not built yet).")

    func run() throws {
        print("not built yet")
        throw ExitCode(2)
    }
}
