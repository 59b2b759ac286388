/// A fix's patch that cannot be read or no longer applies, naming the fix and where.
public struct PatchError: Error, CustomStringConvertible, Sendable {
    /// What is wrong, naming the fix, and the file or the patch's line.
    public let description: String

    /// A fault at `line` of the fix's patch file.
    init(fix: String, line: Int, _ problem: String) {
        description = "fix \(fix) (\(fix).patch:\(line)) \(problem)"
    }

    /// A fault in the fix's changes to `file`.
    init(fix: String, file: String, _ problem: String) {
        description = "fix \(fix): \(file): \(problem)"
    }
}
