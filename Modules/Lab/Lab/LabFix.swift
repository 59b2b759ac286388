/// A fix of a style's lab, as the LabFixes plugin compiles it from a patch in the lab's `Fixes`
/// folder: an enum named after the fix, holding the style's feature files it plays, with the patch
/// applied (their types nested in it), and the patch's facts.
///
/// A lab never writes a conformance: the plugin generates each one.
package protocol LabFix: SendableMetatype {
    /// The fix's patch and what its header says.
    static var patch: LabPatch { get }
}

/// A fix's patch: the diff a team would apply to the style's own files, and its header's facts
/// (see `Tools/Patch`'s `FixPatch`, which reads it at build time).
package struct LabPatch: Sendable {
    /// The fix's name, its patch's file name (`MainAnswersLibrary`).
    package let name: String
    /// The patch's path, relative to the repository (`Modules/Lab/TransformLab/Fixes/…`).
    package let path: String
    /// The patch's diff, without its header: what the fix changes, as a reader is shown it.
    package let diff: String
    /// What the fix does, in a few words (`Fix:`).
    package let fix: String
    /// The matrix's rows whose pitfall the fix claims to avoid (`Row:`).
    package let rows: [Int]
    /// What the fix costs besides its statements, each once (`Side effect:`).
    package let sideEffects: [String]
    /// The checks of its feature's spec the fix fails (`Breaks:`).
    package let breaks: [String]
    /// Whether the fix is an idiom played to see whether it avoids the pitfall at all
    /// (`Attempt: yes`).
    package let isAnAttempt: Bool
    /// The files the patch changes, relative to the repository.
    package let changedFiles: [String]
    /// The files the fix plays, in its namespace: those the patch changes, and those of the same
    /// feature folders that name a type a played file declares (a changed view model is played by
    /// a copy of the view controller that makes it; a changed view controller plays the style's
    /// own view model).
    package let playedFiles: [String]

    /// A patch's facts, as the LabFixes plugin writes them.
    package init(
        name: String, path: String, diff: String, fix: String, rows: [Int], sideEffects: [String], breaks: [String],
        isAnAttempt: Bool, changedFiles: [String], playedFiles: [String]
    ) {
        self.name = name
        self.path = path
        self.diff = diff
        self.fix = fix
        self.rows = rows
        self.sideEffects = sideEffects
        self.breaks = breaks
        self.isAnAttempt = isAnAttempt
        self.changedFiles = changedFiles
        self.playedFiles = playedFiles
    }

    /// The fix's text as the matrix shows it: what it does, then each side effect.
    package var description: String {
        ([fix] + sideEffects).joined(separator: "; ")
    }
}
