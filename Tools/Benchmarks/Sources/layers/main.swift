import Foundation

// `layers <name> <count>`: runs one layer of the bind+unbind pipeline `count` times and prints its
// checksum (see Layer.swift and profile.py).
let arguments = CommandLine.arguments
guard arguments.count == 3, let layer = Layer(rawValue: arguments[1]), let count = Int(arguments[2]) else {
    let names = Layer.allCases.map(\.rawValue).joined(separator: "|")
    FileHandle.standardError.write(Data("usage: layers <\(names)> <count>\n".utf8))
    exit(2)
}
print(layer.run(count: count))
