// swift-tools-version: 6.2
import PackageDescription

/// A lab's fixes are patches (`Modules/Lab/<Name>Lab/Fixes/*.patch`): unified diffs against a
/// style's own files, with a header saying what the fix is. This package reads and applies them.
/// A package of its own, shared by path: the root package (the build-tool plugin that compiles
/// each fix, `Tools/LabFixes`), Tools/SourceSyntax (which prices each fix by its patch) and
/// Tools/Site (which shows each fix as its diff).
let package = Package(
    name: "Patch",
    products: [
        .library(name: "Patch", targets: ["Patch"])
    ],
    targets: [
        .target(name: "Patch"),
        .testTarget(name: "PatchTests", dependencies: ["Patch"]),
    ]
)
