import Foundation
import Testing

/// `bindery pitfalls`, end to end: the situation that needs the real main thread, the checked-in
/// matrix, and usage errors.
@MainActor
struct PitfallsCommandTests {
    @Test(
        "8. Services answer on a background thread, nothing mocked",
        arguments: [
            ("transform", "on the main thread"), ("subjects", "on the main thread"),
            ("protocols", "on the main thread"), ("init-only", "on the main thread"),
            (
                "mvb",
                "⚠ genres, plain closures: on the service's thread · genres, main-scheduler binders: on the main thread"
            ),
            (
                "reactor",
                "⚠ genres, plain closures: on the service's thread · genres, main-scheduler binders: on the main thread"
            ),
            ("async", "on the main thread"),
        ])
    func backgroundServices(style: String, verdict: String) throws {
        let result = try bindery("pitfalls", "--situation", "8", "--format", "json")
        #expect(result.status == 0)
        let matrix = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        #expect(matrix?["schemaVersion"] as? Int == 5)
        let situations = try #require(matrix?["situations"] as? [[String: Any]])
        let cells = try #require(situations.first?["cells"] as? [[String: Any]])
        let cell = try #require(cells.first { $0["style"] as? String == style })
        let shown = (cell["pitfall"] as? Bool == true ? "⚠ " : "") + (cell["verdict"] as? String ?? "")
        #expect(shown == verdict, "\(cell["evidence"] ?? "")")
        // The protocols style keeps its plain-closure view on the main thread through a guard of
        // this project (Drivers where the article returns Observables): played in the article's
        // form, that view gets the genres on the service's thread. The other cells are the styles'.
        let sources = try #require(cell["sources"] as? [String: [String: Any]])
        if style == "protocols" {
            #expect(cell["source"] as? String == "project")
            #expect(
                cell["sourceNames"] as? [String] == [
                    "outputs as Drivers and Signals, where the article returns Observables"
                ])
            #expect(sources["genres, plain closures"]?["source"] as? String == "project")
            #expect(sources["genres, main-scheduler binders"]?["source"] as? String == "style")
        } else {
            #expect(cell["source"] as? String == "style")
        }
        // The plain-closure view's pitfall is avoided by the contract's default binders, as played:
        // a patch of the probe's view, its four binders changed, which the JSON carries as a diff.
        if cell["pitfall"] as? Bool == true {
            #expect(cell["kind"] as? String == "avoidable")
            #expect(cell["extraStatements"] as? Int == 4)
            let fixes = try #require(cell["fixes"] as? [[String: Any]])
            #expect(fixes.map { $0["feature"] as? String } == ["genres, plain closures"])
            let files = try #require(fixes.first?["files"] as? [String: Any])
            #expect(files["path"] as? String == "Modules/Pitfalls/Fixes/MainBindersGenres.patch")
            #expect(files["replaces"] as? [String] == ["Modules/Pitfalls/Views/ThreadWitnessGenresView.swift"])
            #expect((files["patch"] as? String)?.contains("+        Binder(self) { view, genres in") == true)
        }
    }

    @Test(
        "14. Services answer on background threads while the user keeps acting",
        arguments: [
            // Its relays are locals of transform(input:), written off the main thread and read
            // through Drivers only: the creation hook names them, and nothing goes wrong.
            ("transform", "", ["library": "local BehaviorRelay<Optional<String>>", "genres": "local BehaviorRelay"]),
            ("subjects", "", ["library": "errorMessage", "editor": "outcomes", "genres": "phase"]),
            // The selection reads the refreshed list the service's thread wrote ahead of the screen.
            ("protocols", "genres", ["genres": "phase, shownGenres"]),
            ("init-only", "", [:]),
            ("mvb", "genres", ["genres": "phase"]),
            ("reactor", "genres", ["genres": "state"]),
            ("async", "", [:]),
        ] as [(String, String, [String: String])])
    func answersWhileActing(style: String, failing: String, offMain: [String: String]) throws {
        let result = try situation14.get()
        #expect(result.status == 0)
        let matrix = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        let situations = try #require(matrix?["situations"] as? [[String: Any]])
        let cells = try #require(situations.first?["cells"] as? [[String: Any]])
        let cell = try #require(cells.first { $0["style"] as? String == style })
        let features = try #require(cell["evidence"] as? [String: String])
        #expect(features.keys.sorted() == ["editor", "genres", "library"])
        // What the user saw, by feature: every favorite lands and every save answers; the
        // genres' message describes the row tapped except where the selection reads ahead.
        let verdict = cell["verdict"] as? String ?? ""
        #expect(verdict.contains("library: both favorites land"), "\(verdict)")
        #expect(verdict.contains("editor: saves the edit"), "\(verdict)")
        #expect(
            verdict.contains(
                failing == "genres"
                    ? "genres: describes a genre the user did not tap" : "genres: describes the genre tapped"),
            "\(verdict)")
        #expect((cell["pitfall"] as? Bool == true) == !failing.isEmpty)
        // What the view model wrote off the main thread, named in the evidence.
        for (feature, names) in offMain {
            let evidence = features[feature] ?? ""
            #expect(evidence.contains("; written off the main thread: \(names)"), "\(evidence)")
        }
        // The failure, once played again with the shared remedy, is gone.
        if !failing.isEmpty {
            #expect(
                features[failing]?.hasSuffix(
                    "played again with the shared remedy (FeatureEnvironment.answering(on:), 4 statements for every "
                        + "style, answers on the main scheduler): describes the genre tapped") == true,
                "\(features[failing] ?? "")")
        }
        // The writes by place and the core's anomalies are measurements, in the JSON only.
        let measured = try #require(cell["measured"] as? [String: String])
        #expect(measured.keys.sorted() == ["editor", "genres", "library"])
        for (feature, figures) in measured {
            #expect(figures.hasPrefix("the core flagged "), "\(feature): \(figures)")
        }
        // Each pitfall is avoided by the style's own idiom, a variant.
        if cell["pitfall"] as? Bool == true {
            #expect(cell["kind"] as? String == "avoidable")
            #expect(cell["extraStatements"] as? Int != nil)
            let fix = cell["fix"] as? String ?? ""
            #expect(
                fix.contains(
                    style == "reactor"
                        ? "observe the mutations on the main scheduler in transform(mutation:)"
                        : "observe the services' answers on the main scheduler before they reach the state"), "\(fix)")
        }
    }

    @Test func theCheckedInMatrixIsAFreshRun() throws {
        let fresh = try bindery("pitfalls", "--format", "markdown")
        #expect(fresh.status == 0)
        let checkedIn = try String(
            contentsOf: repositoryRoot.appendingPathComponent("docs/PITFALLS.md"), encoding: .utf8)
        #expect(checkedIn == fresh.output, "docs/PITFALLS.md is stale: run `make pitfalls`")
        #expect(fresh.errors == "", "the probes' injected errors stay in their evidence")
    }

    /// Situation 11 injects failures; those that reach a subscription without `onError` are the
    /// evidence, captured by the probe, not printed by the default error handler.
    @Test func situation11NamesTheErrorsItInjectsInItsEvidence() throws {
        let result = try bindery("pitfalls", "--situation", "11", "--format", "markdown")
        #expect(result.status == 0)
        #expect(result.errors == "")
        #expect(result.output.contains("1 unhandled error (\"an unexpected failure\") captured"))
    }

    @Test func theTextMatrixCountsThePitfalls() throws {
        let result = try bindery("pitfalls", "--situation", "5")
        #expect(result.status == 0)
        // A line per style of the registry, in its order, and under each pitfall its avoidance.
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
        let avoidance: String =
            "             avoidable: editor: fold the edits into a draft relay the view model keeps, through the "
            + "output's disposable; palette: keep the color relay in the view model, not in transform's call, "
            + "+7 statements"
        let expected: [String] = [
            "5. The view is rebuilt and bound again to the same view model",
            "   transform ⚠ resets the state",
            avoidance,
            "   subjects  ⚠ palette: resets the state · editor: keeps the state",
        ]
        #expect(lines.prefix(4).map(String.init) == expected)
        let styles = try bindery("styles").output.split(separator: "\n").count
        let pitfalls = lines.filter { $0.hasPrefix("   ") && $0.contains("⚠") }.count
        #expect(result.output.split(separator: "\n").count == 1 + styles + pitfalls + 1)
        #expect(result.output.contains("\n\n1 situation, \(styles) styles, \(pitfalls) pitfalls (⚠), "))
    }

    @Test func anUnknownSituationIsAUsageError() throws {
        let result = try bindery("pitfalls", "--situation", "19")
        #expect(result.status == 2)
        #expect(result.errors.contains("no situation 19; the situations are 1 to 18"))
    }
}

/// The recommendation matrix in docs/STYLES.md rests on rows of the pitfall matrix: every link
/// must name a row that docs/PITFALLS.md has.
@MainActor
struct StylesPageTests {
    @Test func everyLinkToThePitfallMatrixNamesOneOfItsRows() throws {
        let styles = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/STYLES.md"), encoding: .utf8)
        let pitfalls = try String(
            contentsOf: repositoryRoot.appendingPathComponent("docs/PITFALLS.md"), encoding: .utf8)
        let anchors = Set(
            pitfalls.split(separator: "\n").filter { $0.hasPrefix("## ") }.map { heading in
                String(
                    heading.dropFirst(3).lowercased().compactMap { character -> Character? in
                        character == " "
                            ? "-" : (character.isLetter || character.isNumber || character == "-") ? character : nil
                    })
            })
        let links = styles.components(separatedBy: "(PITFALLS.md#").dropFirst().map {
            String($0.prefix { $0 != ")" })
        }
        #expect(links.count > 40)
        for link in links {
            #expect(anchors.contains(link), "docs/STYLES.md links to PITFALLS.md#\(link), which is no row")
        }
    }
}

/// `bindery pitfalls --situation 14 --format json`, played once for all of its test's cases: each
/// probe is played 10 times on real threads, some 20 seconds of a loaded machine.
private let situation14 = Result { try bindery("pitfalls", "--situation", "14", "--format", "json") }
