// swift-tools-version: 6.1
import PackageDescription

// The reactive core benchmark: seven pipelines in ReactiveCore, OpenCombine and plain closures,
// and in RxSwift when `RXSWIFT` names a checkout of it (RxSwift 6.10.2; `make bench
// RXSWIFT=path`): its package is not in the registry this repository builds from, and its RxCocoa
// (Driver) does not build on Linux, so its Driver is spelled out as RxCocoa defines it.
// A package of its own so that the main build does not compile OpenCombine.
let rxSwift = Context.environment["RXSWIFT"].flatMap { $0.isEmpty ? nil : $0 }

let package = Package(
    name: "BinderyBenchmarks",
    dependencies: [
        .package(name: "Bindery", path: "../.."),
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
    ] + (rxSwift.map { [.package(name: "RxSwift", path: $0)] } ?? []),
    targets: [
        .executableTarget(
            name: "benchmarks",
            dependencies: [
                .product(name: "ReactiveCore", package: "Bindery"),
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "AllocationCounter", package: "Bindery"),
            ]
                + (rxSwift == nil
                    ? []
                    : [
                        .product(name: "RxSwift", package: "RxSwift"),
                        .product(name: "RxRelay", package: "RxSwift"),
                    ]),
            swiftSettings: rxSwift == nil ? [] : [.define("RXSWIFT")]
        ),
        // The first layers of the bind+unbind pipeline, for `make profile` (profile.py).
        .executableTarget(name: "layers", dependencies: [.product(name: "ReactiveCore", package: "Bindery")]),
    ]
)
