/// What stops the generator, with what to do about it.
enum SiteError: Error, CustomStringConvertible {
    /// A file the site is made from cannot be read.
    case unreadable(String)
    /// A command the site is made from could not run or failed.
    case cannotRun(String, String)
    /// An input did not have the shape the generator reads.
    case unexpected(String)
    /// Files whose committed highlighting (Tools/Site/highlights.tsv) is missing or older than the file.
    case staleHighlights([String])

    var description: String {
        switch self {
        case .unreadable(let path): "cannot read \(path) as UTF-8 text: run make site from the repository's root"
        case .cannotRun(let command, let why):
            "\(command) failed (\(why)): build it first, or install Graphviz for dot (make site does both)"
        case .unexpected(let what): "unexpected input: \(what)"
        case .staleHighlights(let paths):
            "Tools/Site/highlights.tsv does not hold the current \(paths.joined(separator: ", ")): run make regenerate"
        }
    }
}
