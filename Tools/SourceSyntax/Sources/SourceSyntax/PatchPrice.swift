import Patch

/// What a fix's patch changes, in statements: in each file the patch changes, the statements of
/// the patched file that the original does not have (``StatementDiff``), under the same names, so
/// nothing is renamed or guessed.
public enum PatchPrice {
    /// The statements the patch at `path` adds or changes, file by file in the patch's order.
    /// `load` reads a file by its path (the patch's, and each file it changes, relative to the
    /// package's root).
    ///
    /// `reversed` prices the patch undone instead: the statements of each original file that the
    /// patched file does not have. That is the price of code the main files carry and a patch
    /// takes away (a project guard whose article's form lacks it), counted as a fix taking the
    /// patched file back to the original would be.
    public static func changedStatements(
        ofPatchAt path: String, reversed: Bool = false, reading load: (String) throws -> String
    ) throws
        -> [String]
    {
        let name = String(path.split(separator: "/").last ?? "").replacingOccurrences(of: ".patch", with: "")
        let patch = try FixPatch(name: name, text: try load(path))
        return try patch.files.flatMap { file in
            let original = try load(file.path)
            let patched = try patch.apply(toFileAt: file.path, original)
            return reversed
                ? StatementDiff.changedStatements(original, against: [patched])
                : StatementDiff.changedStatements(patched, against: [original])
        }
    }
}
