import Foundation

/// Writes `text` to standard error, ending it with a newline unless it ends with one: how both
/// apps report an error.
package func printError(_ text: String) {
    FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
}
