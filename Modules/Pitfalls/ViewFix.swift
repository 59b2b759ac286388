import Lab
import Storage

/// How a situation's pitfall is avoided in the view its probe shows rather than in the style: a
/// patch of that view (`Modules/Pitfalls/Fixes/<Fix>.patch`, against a file of
/// `Modules/Pitfalls/Views`), which the LabFixes plugin compiles into the namespace `<Fix>`, as it
/// compiles a style lab's fixes. The fix's text, its rows and its price are its patch's, as a
/// variant's are.
struct ViewFix: Sendable {
    /// Whether the fix's view avoids the pitfall the cell shows: the situation played again with
    /// the fix's view on the style's screens (the makers), or the cell's outcome of a probe that
    /// already plays it.
    typealias Avoids = @MainActor @Sendable (ScreenMakers, MatrixCell, AppDatabase) async throws -> Bool

    /// The fix's patch and what its header says.
    let patch: LabPatch
    /// Whether it avoids the pitfall, as played.
    let avoids: Avoids

    /// The fix `fix` (a namespace the LabFixes plugin generated), played by `avoids`.
    init(_ fix: any LabFix.Type, avoids: @escaping Avoids) {
        self.patch = fix.patch
        self.avoids = avoids
    }

    /// The fix's files, as the matrix's JSON shows them: the patch, the view's file it changes, and
    /// its diff.
    var files: FixFiles { FixFiles(path: patch.path, replaces: patch.changedFiles, patch: patch.diff) }
}
