import Foundation
import Testing

@testable import TerminalUI

/// Compares `buffer`'s text with the golden file `name.txt` beside this file. With
/// `BINDERY_UPDATE_GOLDEN=1` in the environment, writes the file instead (then review the diff).
func expectGolden(_ buffer: CellBuffer, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/\(name).txt")
    let text = buffer.text + "\n"
    if ProcessInfo.processInfo.environment["BINDERY_UPDATE_GOLDEN"] == "1" {
        try text.write(to: url, atomically: true, encoding: .utf8)
        return
    }
    let golden = try String(contentsOf: url, encoding: .utf8)
    #expect(text == golden, "golden file \(name).txt", sourceLocation: sourceLocation)
}
