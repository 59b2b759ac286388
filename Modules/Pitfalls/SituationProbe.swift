import Storage

/// One feature's probe in a situation: what the matrix calls the feature played (the subject),
/// what the probe does (the description, which the matrix prints), and the probe itself. A
/// situation's probes are its one definition: what is printed and what is played cannot drift.
package struct SituationProbe: Sendable {
    /// The feature played, as the matrix names it (`library`, or `genres, plain closures` where a
    /// feature is played twice).
    package let subject: String
    /// What the probe does and what it asks, as the matrix prints it.
    package let description: String
    /// Plays the probe on the screens `makers` makes over copies of a catalog; `nil` when the
    /// makers cannot make the subject's screen (a variant of another feature).
    let run: @MainActor @Sendable (ScreenMakers, AppDatabase) async throws -> Verdict?

    /// A probe on `subject` that `run` plays.
    init(
        _ subject: String, _ description: String,
        run: @escaping @MainActor @Sendable (ScreenMakers, AppDatabase) async throws -> Verdict?
    ) {
        self.subject = subject
        self.description = description
        self.run = run
    }
}
