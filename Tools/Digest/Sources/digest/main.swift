// Prints each file's digest and its path, tab-separated, one line per file argument: what the
// single-file scripts (Tools/Generate/highlights.swift), which cannot import a module, run to
// compare a file with the digest written beside its counts or its highlighting.
//
//   digest FILE…

import Digest
import Foundation

for path in CommandLine.arguments.dropFirst() {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("digest: cannot read \(path)\n".utf8))
        exit(1)
    }
    print("\(Digest.of(bytes: data))\t\(path)")
}
