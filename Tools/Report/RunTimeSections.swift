import Foundation

/// The run-time figures over all scenarios: how they were measured, and one table.
func runTime(_ run: RunColumns, root: URL, into page: inout Page) throws {
    let scenarioCount = run.byStyle.first?.count ?? 0
    let conversions = try styles.map { try traitConversions(module: $0.module, root: root) }
    page.markdown += [
        "", "## Run time", "",
        "Every shipped scenario (`docs/scenarios`, \(scenarioCount) of them) played through each style by",
        "`style-costs`, as the CLI and the shared spec play them: the live services over an in-memory",
        "catalog, on virtual time. Behaviour comes from a debug build and is exact: `make test` fails on any",
        "difference from `docs/costs/behaviour.tsv`. Costs come from a release build: heap allocations per",
        "user intent (a scenario's allocations less those of the same scenario without its intents, per",
        "intent, counted by an interposed allocator) and the bytes a bound screen holds (in use with every",
        "step played, less once it is left); `make test-release` fails when a style's allocations per intent on a",
        "scenario grow by more than 10 % over `docs/costs/runtime.tsv` (measured with \(run.measuredWith)).",
        "Each intent's figure includes the runner's own stepping, the same for every style: each step runs",
        "in a synchronous stage and the run then settles on the main actor (ARCHITECTURE, \"Running async",
        "code on virtual time\"); when the runner became async the Rx styles' figures rose by 7 to 9",
        "allocations per intent with no change to their code.",
        "",
    ]
    let unmeasured = styles.indices.filter { !run.byStyle[$0].contains(where: \.measuredInRelease) }
    if !unmeasured.isEmpty {
        page.markdown += [
            "Not measured in a release build yet, so shown with no allocations or bytes: "
                + unmeasured.map { styles[$0].name }.joined(separator: ", ") + " (`make report` measures them).",
            "",
        ]
    }
    page.markdown.append(
        table(
            "all scenarios",
            rows: [
                ("service calls (sum)", whole(run.sum(\.serviceCalls))),
                ("view updates (sum)", whole(run.sum(\.viewUpdates))),
                ("subscriptions while bound (mean)", whole(run.all(\.subscriptionsBound))),
                ("subscriptions left over (sum)", whole(run.sum(\.subscriptionsLeft))),
                ("allocations per intent (mean)", run.all(\.allocationsPerIntent).map { figure($0, decimals: 1) }),
                ("bytes held while bound (mean)", whole(run.all(\.bytesBound))),
                ("Driver/Signal conversions in the code", conversions.map { "\($0)" }),
            ]))
}

/// The run-time figures per feature, their charts, and where the styles differ by more than a fifth.
func runTimeByFeature(_ run: RunColumns, into page: inout Page) {
    page.markdown += [
        "",
        "The styles make the same service calls and show the same updates on every scenario (the shared",
        "spec holds them to it); they differ in what they build to do it. A subscription is one of the",
        "reactive core's live resources. The async style's are the bridge's, between the reactive view",
        "contracts and the models: the controls' subscriptions, and each view's one observation, whose task",
        "a disposable holds; its effects' tasks and its Observation registrations are not counted.",
        "",
        "![Subscriptions while bound](images/subscriptions.svg)",
        "",
        "![Allocations per intent](images/allocations.svg)",
        "",
        "![Bytes held while bound](images/retained.svg)",
        "",
    ]
    page.markdown.append(
        table(
            "feature: subscriptions / allocations per intent / bytes held",
            rows: features.map { feature in
                let subscriptions = run.perFeature(feature, \.subscriptionsBound)
                let allocations = run.perFeature(feature, \.allocationsPerIntent)
                let bytes = run.perFeature(feature, \.bytesBound)
                return (
                    feature.lowercased(),
                    styles.indices.map {
                        "\(figure(subscriptions[$0])) / \(figure(allocations[$0])) / \(figure(bytes[$0]))"
                    }
                )
            }))
    page.charts["subscriptions"] = barChart(
        title: "Subscriptions alive while a screen is bound (mean per scenario)", unit: "subscriptions",
        rows: features.map { $0.lowercased() },
        values: features.map { run.perFeature($0, \.subscriptionsBound).map { Int($0.rounded()) } })
    page.charts["allocations"] = barChart(
        title: "Heap allocations per user intent (mean per scenario, release build)", unit: "allocations",
        rows: features.map { $0.lowercased() },
        values: features.map { run.perFeature($0, \.allocationsPerIntent).map { Int($0.rounded()) } })
    page.charts["retained"] = barChart(
        title: "Bytes a bound screen holds (mean per scenario, release build)", unit: "bytes",
        rows: features.map { $0.lowercased() },
        values: features.map { run.perFeature($0, \.bytesBound).map { Int($0.rounded()) } })
    let runSpreads =
        features.compactMap {
            runtimeSpread("\($0.lowercased()) subscriptions", run.perFeature($0, \.subscriptionsBound))
        }
        + features.compactMap {
            runtimeSpread(
                "\($0.lowercased()) allocations per intent", run.perFeature($0, \.allocationsPerIntent), decimals: 1)
        }
    page.markdown += [
        "", "### Where the styles differ by more than a fifth at run time", "",
        "Computed from the figures above, each with what in the style's code makes it cost more or less.",
        "",
    ]
    page.markdown += runSpreads.map { "- \($0)" }
}

/// How long each style module takes to compile (not checked: the figures are the machine's).
func build(root: URL, into page: inout Page) throws {
    page.markdown += [
        "", "## Build", "",
    ]
    let compile = try String(contentsOf: root.appendingPathComponent("docs/costs/compile.tsv"), encoding: .utf8)
        .split(separator: "\n")
    let compiledWith =
        compile.first { $0.contains("Measured with ") }.map { String($0.split(separator: "Measured with ")[1]) } ?? ""
    let rows: [[Substring]] = compile.map { $0.split(separator: "\t") }
    let seconds: [String] = styles.map { style in
        guard let row = rows.first(where: { $0.count == 2 && $0[0] == style.module }) else { return "?" }
        return String(row[1])
    }
    page.markdown += [
        "How long each style module takes to compile in debug with every file changed, the build of a",
        "module with nothing changed subtracted (`Tools/Report/compile-times.sh`, best of three, measured",
        "with \(compiledWith.trimmingCharacters(in: CharacterSet(charactersIn: ".")))). These figures depend on",
        "the machine, so CI does not check them.",
        "",
    ]
    page.markdown.append(table("compile", rows: [("seconds", seconds)]))
    page.markdown += [
        "", "## Not in this report yet", "",
        "Instructions per user intent (the allocation counter is what CI checks; callgrind would add",
        "instructions).",
    ]
}
