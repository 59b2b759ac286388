// swift-tools-version: 6.1
import PackageDescription

// The reactive core benchmark: six pipelines in ReactiveCore, OpenCombine and plain closures.
// A package of its own so that the main build does not compile OpenCombine.
let package = Package(
    name: "BinderyBenchmarks",
    dependencies: [
        .package(name: "Bindery", path: "../.."),
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
    ],
    targets: [
        .executableTarget(
            name: "benchmarks",
            dependencies: [
                .product(name: "ReactiveCore", package: "Bindery"),
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "AllocationCounter", package: "Bindery"),
            ]
        )
    ]
)
