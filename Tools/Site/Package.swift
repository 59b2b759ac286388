// swift-tools-version: 6.2
import PackageDescription

/// The web reference's generator (`make site`): reads the style modules' sources, the pitfall
/// matrix and the scenario comparisons the `bindery` command prints, the cost charts and the
/// compatibility audit, and writes a static site. A package of its own, like the swift-syntax
/// tool whose highlighting it uses, so that the root package's build and CI stay lean.
let package = Package(
    name: "Site",
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/swift-mustache", exact: "2.1.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        // The one content digest, shared by path: the highlighting's hashes are its.
        .package(path: "../Digest"),
        // A fix's diff, read as the lab's plugin reads it: the fix pages show each fix's patch.
        .package(path: "../Patch"),
    ],
    targets: [
        .executableTarget(
            name: "site",
            dependencies: [
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Digest", package: "Digest"),
                .product(name: "Patch", package: "Patch"),
            ]
        )
    ]
)
