// Prints each file's digest and its path, tab-separated, one line per file argument; with no
// argument, the digest of standard input alone. What the single-file scripts
// (Tools/Generate/highlights.swift, excerpts.swift), which cannot import a module, run to compare
// a file or a sample with the digest written beside it.
//
//   digest FILE…
//   digest < TEXT

import Digest
import Foundation

let paths = CommandLine.arguments.dropFirst()
if paths.isEmpty {
    print(Digest.of(bytes: FileHandle.standardInput.readDataToEndOfFile()))
}
for path in paths {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("digest: cannot read \(path)\n".utf8))
        exit(1)
    }
    print("\(Digest.of(bytes: data))\t\(path)")
}
