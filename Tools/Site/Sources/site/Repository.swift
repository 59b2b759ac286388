import Foundation

/// Where the generator reads: the repository's files and the commands that measure it.
struct Repository {
    /// The repository's root.
    let root: URL
    /// The built `bindery` command.
    let bindery: String
    /// The built `source-syntax` command, when the highlighting is classified live rather than
    /// read from the committed `Tools/Site/highlights.tsv`.
    let sourceSyntax: String?

    /// The text of `path`, relative to the root.
    func text(_ path: String) throws -> String {
        let url = root.appendingPathComponent(path)
        guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8)
        else {
            throw SiteError.unreadable(path)
        }
        return text
    }

    /// The files directly in `folder` (relative to the root) whose names end with `suffix`, sorted by name.
    func files(in folder: String, suffix: String = ".swift") -> [String] {
        let names =
            (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
        return names.filter { $0.hasSuffix(suffix) }.sorted().map { folder + "/" + $0 }
    }

    /// What `bindery` prints for `arguments`, run from the root; a failure to run it is an error,
    /// a non-zero exit is not (`compare` exits 1 when styles diverge, which the site shows).
    func bindery(_ arguments: [String]) throws -> String {
        try run(bindery, arguments)
    }

    /// What `source-syntax` prints for `arguments`.
    func sourceSyntax(_ arguments: [String]) throws -> String {
        guard let sourceSyntax else { throw SiteError.cannotRun("source-syntax", "no --source-syntax given") }
        return try run(sourceSyntax, arguments, failOnExit: true)
    }

    /// What `executable` prints for `arguments`, run from the root; with `failOnExit`, a non-zero
    /// exit is an error.
    func run(_ executable: String, _ arguments: [String], failOnExit: Bool = false) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = root
        let pipe = Pipe()
        process.standardOutput = pipe
        do { try process.run() } catch { throw SiteError.cannotRun(executable, "\(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        if failOnExit && process.terminationStatus != 0 || process.terminationStatus > 1 {
            throw SiteError.cannotRun(
                executable + " " + arguments.prefix(3).joined(separator: " "),
                "exit status \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
