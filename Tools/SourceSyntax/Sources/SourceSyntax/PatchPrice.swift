import Patch

/// What a fix's patch changes, in statements: in each file the patch changes, the statements of
/// the patched file that the original does not have (``StatementDiff``), under the same names, so
/// nothing is renamed or guessed.
public enum PatchPrice {
    /// The statements the patch at `path` adds or changes, file by file in the patch's order.
    /// `load` reads a file by its path (the patch's, and each file it changes, relative to the
    /// package's root).
    public static func changedStatements(
        ofPatchAt path: String, reading load: (String) throws -> String
    ) throws
        -> [String]
    {
        let name = String(path.split(separator: "/").last ?? "").replacingOccurrences(of: ".patch", with: "")
        let patch = try FixPatch(name: name, text: try load(path))
        return try patch.files.flatMap { file in
            let original = try load(file.path)
            let patched = try patch.apply(toFileAt: file.path, original)
            return StatementDiff.changedStatements(patched, against: [original])
        }
    }
}
