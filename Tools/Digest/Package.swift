// swift-tools-version: 6.2
import PackageDescription

/// The one content digest (FNV-1a, 64 bits) that the counts, the highlighting and their readers
/// compare, so that a reader can tell without swift-syntax that a file changed since it was
/// counted. A package of its own, shared by path: the root package (the report, the divergence
/// tests), Tools/SourceSyntax (which writes the digests), Tools/Site (which reads the
/// highlighting) and, through the `digest` command, the single-file scripts in Tools/Generate.
let package = Package(
    name: "Digest",
    products: [
        .library(name: "Digest", targets: ["Digest"]),
        .executable(name: "digest", targets: ["digest"]),
    ],
    targets: [
        .target(name: "Digest"),
        .executableTarget(name: "digest", dependencies: ["Digest"]),
    ]
)
