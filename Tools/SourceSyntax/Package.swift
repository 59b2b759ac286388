// swift-tools-version: 6.2
import PackageDescription

/// The one swift-syntax tool: counts lines and statements for the report, the pitfall matrix's
/// prices and the web reference, and classifies tokens for the web reference's highlighting.
/// A package of its own so that the root package's build never compiles swift-syntax.
let package = Package(
    name: "SourceSyntax",
    products: [
        .library(name: "SourceSyntax", targets: ["SourceSyntax"]),
        .executable(name: "source-syntax", targets: ["source-syntax"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        // The one content digest, shared by path with the root package and Tools/Site.
        .package(path: "../Digest"),
        // A fix's patch, read and applied as the lab's plugin does, to price it.
        .package(path: "../Patch"),
    ],
    targets: [
        .target(
            name: "SourceSyntax",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftIDEUtils", package: "swift-syntax"),
                .product(name: "Digest", package: "Digest"),
                .product(name: "Patch", package: "Patch"),
            ]
        ),
        .executableTarget(
            name: "source-syntax",
            dependencies: [
                "SourceSyntax", .product(name: "Digest", package: "Digest"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "SourceSyntaxTests", dependencies: ["SourceSyntax"]),
    ]
)
