// swift-tools-version: 6.2
import PackageDescription

/// Settings every target shares.
///
/// The reactive core and its test support use the Swift 5 language mode, like RxSwift: they do
/// their own synchronization (atomics, locks, serial schedulers) and mark the types that are safe
/// to share `@unchecked Sendable`. Everything else uses Swift 6 and strict concurrency checking.
let swift5: [SwiftSetting] = [.swiftLanguageMode(.v5)]

/// Live-resource counting (`Resources.total`) is compiled into debug builds, which tests use.
let traceResources: [SwiftSetting] = [.define("TRACE_RESOURCES", .when(configuration: .debug))]

/// Whole-module and cross-module optimization for the reactive core in release builds: it lets
/// clients specialize the core's generic operators for their element types, so events flow
/// through specialized code. See docs/ARCHITECTURE.md, "Why the core is fast".
let crossModule: [SwiftSetting] = [.unsafeFlags(["-cross-module-optimization"], .when(configuration: .release))]

/// The style modules, each `Modules/<name>` with its tests in `Tests/<name>Tests`; the registry,
/// `Modules/AllStyles/Style+Registry.swift`, says in which order front ends show them.
///
/// Listed rather than found by folder: SwiftPM caches what a manifest evaluates to by its text,
/// so a folder added later would not be seen until the manifest changed.
let styleModules = [
    "StyleTransform", "StyleSubjects", "StyleProtocols", "StyleInitOnly", "StyleMVB", "StyleReactor", "StyleAsync",
]

/// What a style module may use: the features, the domain, the services and the core. A style that
/// needs a package beyond these names it in `styleExtras`.
let styleDependencies: [Target.Dependency] = ["Features", "Domain", "Services", "ReactiveCore"]

/// A style's dependencies beyond `styleDependencies`, by module.
let styleExtras: [String: [Target.Dependency]] = [:]

/// What every style's tests use: the style, the shared test support, the domain and the core with
/// its test scheduler.
let styleTestDependencies: [Target.Dependency] = ["FeatureTesting", "Domain", "ReactiveCore", "ReactiveTesting"]

/// A style's tests' dependencies beyond `styleTestDependencies`, by module: exactly what they
/// import (`make lint` checks).
let styleTestExtras: [String: [Target.Dependency]] = [
    "StyleTransform": ["Features", "Services"],
    "StyleInitOnly": ["Features", "Services"],
    "StyleMVB": ["Features", "Services"],
    "StyleReactor": ["Features", "Services"],
    "StyleAsync": [
        "Features", "Services", .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
    ],
]

/// Each style's lab, `Modules/Lab/<Name>Lab` (`StyleTransform`'s is `TransformLab`): what the
/// pitfall lab and the cost report need of the style (its cost notes, its variants, its state
/// watch), a client of the style's module. `Labs` is their registry.
let labModules = styleModules.map { String($0.dropFirst("Style".count)) + "Lab" }

/// A style's lab's dependencies beyond its style, the lab kit, the features, the domain and the
/// core: exactly what it imports (`make lint` checks).
func labExtras(_ style: String) -> [Target.Dependency] {
    ["StyleTransform", "StyleInitOnly", "StyleSubjects", "StyleProtocols", "StyleMVB", "StyleReactor"].contains(style)
        ? ["Services"] : []
}

/// Each style module, its lab and its test target, which tests the style's variants (its lab's)
/// beside the main code they stand in for.
let styleTargets: [Target] = zip(styleModules, labModules).flatMap { name, lab -> [Target] in
    [
        .module(name, dependencies: styleDependencies + (styleExtras[name] ?? [])),
        .target(
            name: lab,
            dependencies: [.target(name: name), "Lab"] + labExtras(name) + ["Features", "Domain", "ReactiveCore"],
            path: "Modules/Lab/\(lab)", exclude: ["Fixes"], plugins: ["LabFixes"]),
        .tests(
            name + "Tests",
            dependencies: [.target(name: name), .target(name: lab)] + styleTestDependencies
                + (styleTestExtras[name] ?? [])),
    ]
}

let package = Package(
    name: "Bindery",
    products: [
        .library(name: "ReactiveCore", targets: ["ReactiveCore"]),
        .library(name: "ReactiveTesting", targets: ["ReactiveTesting"]),
        // For the benchmarks (Tools/Benchmarks, a package of its own) and the style costs.
        .library(name: "AllocationCounter", targets: ["AllocationCounter"]),
    ],
    dependencies: [
        // SQLite through the system's libsqlite3 (Debian: libsqlite3-dev, installed by `make deps`).
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        // The scenario runner drives the main actor serially, and the async style's tests use a
        // test clock (docs/ARCHITECTURE.md, "Running async code on virtual time").
        .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", exact: "1.4.3"),
        .package(url: "https://github.com/pointfreeco/swift-clocks", exact: "1.1.1"),
        // The one content digest (Tools/Digest, a package shared by path with Tools/SourceSyntax,
        // which writes the digests beside its counts, and Tools/Site).
        .package(path: "Tools/Digest"),
        // A lab's fixes are patches (Tools/Patch, shared by path with Tools/SourceSyntax, which
        // prices each fix by its patch).
        .package(path: "Tools/Patch"),
    ],
    targets: styleTargets + [
        // MARK: - Reactive core

        .module("ReactiveCore", settings: swift5 + traceResources + crossModule),
        .tests("ReactiveCoreTests", dependencies: ["ReactiveCore", "ReactiveTesting"]),

        .module("ReactiveTesting", dependencies: ["ReactiveCore"], settings: swift5 + traceResources),
        .tests("ReactiveTestingTests", dependencies: ["ReactiveTesting", "ReactiveCore"]),

        // MARK: - Domain

        .module("Domain"),
        .tests("DomainTests", dependencies: ["Domain"]),

        // MARK: - Storage

        .module(
            "Storage",
            dependencies: [
                "Domain", "ReactiveCore", .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ],
            resources: [.copy("Resources/chinook.tsv")]
        ),
        .tests(
            "StorageTests",
            dependencies: [
                "Storage", "Domain", "ReactiveCore", "ReactiveTesting", "bindery-storage-writer",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        // Creation time and search latency, printed: `make bench-storage`.
        .executableTarget(
            name: "storage-benchmark", dependencies: ["Storage", "ReactiveCore"], path: "Tools/StorageBenchmark"),
        // A child process for StorageTests to kill in the middle of a save.
        .executableTarget(name: "bindery-storage-writer", dependencies: ["Storage"], path: "Tests/StorageWriter"),

        // MARK: - Services

        .module("Services", dependencies: ["Domain", "ReactiveCore"]),
        .tests(
            "ServicesTests",
            dependencies: [
                "Services", "Composition", "ScriptedServices", "FeatureTesting", "Features", "Storage", "Domain",
                "ReactiveCore", "ReactiveTesting",
            ]),

        // What an app's composition root calls: the one place live services are made, and the
        // bundle's decorators (shared favorites, answers on the app's scheduler, a counted view).
        .module(
            "Composition", dependencies: ["Features", "Services", "Storage", "ReactiveCore"]),

        // Latency, failures and a call log around any service: the CLI's scripted runs, the spec,
        // the probes and tests. The terminal UI does not link it.
        .module(
            "ScriptedServices", dependencies: ["Features", "Services", "ReactiveCore"]),

        // MARK: - Features and the binding styles

        // What tests of features share: the tests' catalog, a track builder, canned services, recording views.
        .module(
            "FeatureTesting",
            dependencies: ["Features", "Services", "Storage", "Domain", "ReactiveCore", "ReactiveTesting"]),

        .module("Features", dependencies: ["Domain", "Services", "ReactiveCore"]),
        .tests(
            "FeaturesTests",
            dependencies: ["Features", "FeatureTesting", "Services", "Domain", "ReactiveCore", "ReactiveTesting"]),
        // Each style module and its tests come from `styleModules` (above); `AllStyles` is the registry.
        .module("AllStyles", dependencies: ["Features"] + styleModules.map { .target(name: $0) }),
        // MARK: - The lab's hooks into the styles

        // What the lab needs of a style, as a protocol (`StyleLab`), and its kinds: variants,
        // cost notes, state watches. Each style's lab (`labModules`, above) conforms to it.
        .target(name: "Lab", dependencies: ["Features", "Domain", "ReactiveCore"], path: "Modules/Lab/Lab"),
        // The lab's registry: each style of `Style.allCases` paired with its lab.
        .target(
            name: "Labs", dependencies: ["Lab", "AllStyles", "Features"] + labModules.map { .target(name: $0) },
            path: "Modules/Lab/Labs"),

        .tests(
            "FeatureSpecTests",
            dependencies: [
                "Scenarios", "Transcripts", "ScriptedServices", "FeatureTesting", "AllStyles", "Features", "Domain",
                "Storage", "ReactiveCore", "ReactiveTesting", "Lab", "Labs",
            ]),

        // MARK: - Front ends

        // ncurses, wide-character build (Debian: libncurses-dev, installed by `make deps`). Not
        // found through pkg-config: ncursesw.pc's -D flags make SwiftPM warn on every build.
        .systemLibrary(name: "CNcursesw", path: "Modules/CNcursesw", providers: [.apt(["libncurses-dev"])]),
        .module("TerminalUI", dependencies: ["CNcursesw", "ReactiveCore"]),
        .tests(
            "TerminalUITests", dependencies: ["TerminalUI", "Domain", "ReactiveCore"],
            exclude: ["Golden"]),
        // What both apps parse the same way (`--styles`, `--database`) and how they print errors.
        .module(
            "AppOptions",
            dependencies: [
                "Features", "AllStyles", "Storage", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // An app's module: its code runs on the main actor unless it says otherwise, as Xcode's app
        // templates set it.
        .module(
            "TerminalApp",
            dependencies: [
                "TerminalUI", "Transcripts", "Composition", "Features", "AllStyles", "Domain", "Services",
                "ReactiveCore",
            ], settings: [.defaultIsolation(MainActor.self)], plugins: ["EmbedSources"]),
        // Counts heap allocations by interposing the allocator: linked only into measuring tools.
        .target(name: "AllocationCounter", path: "Tools/AllocationCounter"),
        // What each style costs at run time, per shipped scenario: `make report`, `make costs-check`.
        .executableTarget(
            name: "style-costs",
            dependencies: [
                "Scenarios", "AllStyles", "Features", "Storage", "ReactiveCore", "AllocationCounter",
            ],
            path: "Tools/StyleCosts"),
        // Keystroke-to-screen time and bytes per keystroke, printed: `make bench-tui`.
        .executableTarget(
            name: "tui-benchmark",
            dependencies: [
                "TerminalApp", "TerminalUI", "Composition", "AllStyles", "Features", "Storage", "ReactiveCore",
            ],
            path: "Tools/TUIBenchmark"),
        .tests(
            "TerminalAppTests",
            dependencies: [
                "TerminalApp", "TerminalUI", "Composition", "FeatureTesting", "Pitfalls", "Scenarios", "AllStyles",
                "Features", "Domain", "Storage", "ReactiveCore", "ReactiveTesting",
            ]),
        .executableTarget(
            name: "bindery-tui",
            dependencies: [
                "TerminalApp", "TerminalUI", "Composition", "AppOptions", "AllStyles", "Features", "Storage",
                "ReactiveCore", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Apps/bindery-tui"),

        // What a view was told, when: the transcript, its one recorder fed by a tap around any
        // contract view, each output's text, and the formats.
        .module("Transcripts", dependencies: ["Features", "Domain", "ReactiveCore"]),
        // Counts the main queue's jobs, so that the runner can tell when the main actor is idle.
        .target(name: "CMainQueueJobCount", path: "Modules/CMainQueueJobCount"),
        // Scenario scripts, the feature players and the runner on virtual time.
        .module(
            "Scenarios",
            dependencies: [
                "Features", "Transcripts", "Domain", "Services", "ScriptedServices", "Composition", "Storage",
                "ReactiveCore",
                "CMainQueueJobCount", .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
            ]
        ),
        // The pitfall lab: each situation played through every style in the registry. Its fixes in
        // the views its probes show are patches (`Fixes`), compiled as a style lab's are.
        .module(
            "Pitfalls",
            dependencies: [
                "Scenarios", "Transcripts", "Composition", "Features", "AllStyles", "Lab", "Labs", "Domain", "Services",
                "ScriptedServices", "Storage", "ReactiveCore",
            ],
            exclude: ["Fixes"], plugins: ["LabFixes"]
        ),
        .tests(
            "ScenariosTests", dependencies: ["Scenarios", "Transcripts", "AllStyles", "Features", "Storage", "Domain"]),
        // The divergence suite: the pitfall matrix's expectations, per style, and the naive
        // variants that show what each guard prevents.
        .tests(
            "DivergenceTests",
            dependencies: [
                "Pitfalls", "Lab", "Labs", "Scenarios", "Transcripts", "Composition", "FeatureTesting", "Features",
                "AllStyles", "StyleTransform", "StyleMVB", "InitOnlyLab", "Domain",
                "Services", "Storage", "ReactiveCore", "ReactiveTesting",
                .product(name: "Digest", package: "Digest"),
            ]
        ),
        .executableTarget(
            name: "bindery",
            dependencies: [
                "Pitfalls", "Scenarios", "Transcripts", "AppOptions", "AllStyles", "Features", "Services", "Storage",
                "Domain", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Apps/bindery"
        ),
        .tests(
            "BinderyTests",
            dependencies: [
                "bindery", "bindery-tui", "Scenarios", "AllStyles", "Features",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),

        // MARK: - Tools

        // What each style costs: docs/COMPARISON.md and its charts, from the sources and the
        // measured figures (`make report`; `make docs-check` checks it is current).
        .executableTarget(
            name: "report",
            dependencies: ["Labs", "Lab", "AllStyles", "Features", .product(name: "Digest", package: "Digest")],
            path: "Tools/Report",
            exclude: ["compile-times.sh"], swiftSettings: swift5),
        // The terminal UI's code view text, each style's code per feature, generated at build time
        // from the style modules' feature folders (a build-tool plugin and its tool: nothing committed).
        .plugin(
            name: "EmbedSources", capability: .buildTool(), dependencies: ["embed-sources"],
            path: "Plugins/EmbedSources"),
        .executableTarget(name: "embed-sources", path: "Tools/EmbedSources"),
        // Each style lab's fixes, compiled at build time from the patches in its `Fixes` folder and
        // the style's own feature files (a build-tool plugin and its tool: nothing committed).
        .plugin(name: "LabFixes", capability: .buildTool(), dependencies: ["lab-fixes"], path: "Plugins/LabFixes"),
        .executableTarget(
            name: "lab-fixes", dependencies: [.product(name: "Patch", package: "Patch")], path: "Tools/LabFixes"),
    ]
)

// Warnings are errors in every target, for every build: set here rather than with
// `-Xswiftc -warnings-as-errors` on the command line, so that `swift run bindery`, `swift build`
// and every make rule build with the same flags and share one build (a flag only some commands
// pass recompiles everything each time a user switches between them).
for target in package.targets where [.regular, .executable, .test].contains(target.type) {
    target.swiftSettings = (target.swiftSettings ?? []) + [.treatAllWarnings(as: .error)]
}

extension Target {
    /// A library module under `Modules/<name>`, with the build-tool plugins it uses; `exclude`
    /// lists what is not source (a lab's patches, which its plugin reads).
    static func module(
        _ name: String, dependencies: [Dependency] = [], exclude: [String] = [], resources: [Resource]? = nil,
        settings: [SwiftSetting] = [], plugins: [PluginUsage] = []
    ) -> Target {
        .target(
            name: name, dependencies: dependencies, path: "Modules/\(name)", exclude: exclude, resources: resources,
            swiftSettings: settings, plugins: plugins)
    }

    /// A test target under `Tests/<name>`, in the Swift 6 language mode; `exclude` lists what is
    /// not source (golden files the tests read from the source tree).
    static func tests(_ name: String, dependencies: [Dependency], exclude: [String] = []) -> Target {
        .testTarget(
            name: name, dependencies: dependencies, path: "Tests/\(name)", exclude: exclude,
            swiftSettings: traceResources)
    }
}
