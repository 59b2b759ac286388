import Features
import ReactiveCore
import Storage

extension Situation {
    /// The situation's probes, one per feature it is played on, in the order the matrix plays and
    /// prints them: each feature's description and its probe, defined once.
    package var probes: [SituationProbe] {
        switch self {
        case .inputBeforeOutputs:
            [
                SituationProbe(
                    "palette",
                    "the view loads and appears (its view controller binds the intents and the outputs as it loads) and the user taps at once. Which color does the view end on?"
                ) { makers, _ in
                    guard let make = makers.palette else { return nil }
                    return await PaletteProbes.inputBeforeOutputs(make)
                },
                SituationProbe(
                    "greeting",
                    "the view loads and appears; the user types Ada and validates at once. Is Ada greeted, once (the greeting is an event)?"
                ) { makers, _ in
                    guard let make = makers.greeting else { return nil }
                    return await GreetingProbes.inputBeforeOutputs(make)
                },
                SituationProbe(
                    "library",
                    "the view loads and appears; the user toggles a favorite as soon as the list is there. Is it saved?"
                ) { makers, template in
                    guard let make = makers.library else { return nil }
                    return try await LibraryProbes.inputBeforeOutputs(template: template, make)
                },
            ]
        case .lateAndReusedControls:
            [
                SituationProbe(
                    "greeting",
                    "the lazily loaded greeting: the name cell appears, the user types, the cell is reused with a fresh field, the user types again, then the button cell appears and is tapped. Whose name is greeted?"
                ) { makers, _ in
                    guard let make = makers.lazyGreeting else { return nil }
                    return await GreetingProbes.lateAndReusedControls(make)
                }
            ]
        case .outputNotBound:
            [
                SituationProbe(
                    "library",
                    "the view controller binds the list and the intents but not the error message; the user toggles a favorite. Is it saved?"
                ) { makers, template in
                    guard let make = makers.listOnlyLibrary else { return nil }
                    return try await LibraryProbes.outputNotBound(template: template, make)
                }
            ]
        case .outputBoundTwice:
            [
                SituationProbe(
                    "genres",
                    "a second view controller shows the same view model on a second view, both on screen (a split view; where each view controller makes its view model, the second shows the first one's outputs if the style can); the user refreshes in the first. How many loads, and is the second view shown them?"
                ) { makers, template in
                    guard let make = makers.genres else { return nil }
                    return try await GenresProbes.outputBoundTwice(template: template, make)
                },
                SituationProbe(
                    "library",
                    "a second view controller shows the same view model on a second view; the user toggles a favorite in the first. How many saves, and how many observations of the library?"
                ) { makers, template in
                    guard let make = makers.library else { return nil }
                    return try await LibraryProbes.outputBoundTwice(template: template, make)
                },
                SituationProbe(
                    "genres, message with two views",
                    "two view controllers show one view model on two views, both on screen; the user selects a genre in the first. Is its one-shot message shown once there, and is the other view shown it too?"
                ) { makers, template in
                    guard let make = makers.genres else { return nil }
                    return try await GenresProbes.twoViewsMessage(template: template, make)
                },
            ]
        case .viewRebuilt:
            [
                SituationProbe(
                    "palette",
                    "two taps; the view disappears and a new view controller over the same view model shows a new view (a rebuild). Which color does it show?"
                ) { makers, _ in
                    guard let make = makers.palette else { return nil }
                    return await PaletteProbes.viewRebuilt(make)
                },
                SituationProbe(
                    "greeting",
                    "the user types Ada and validates; the view is rebuilt. Is the new view greeted again (the greeting is an event)?"
                ) { makers, _ in
                    guard let make = makers.greeting else { return nil }
                    return await GreetingProbes.viewRebuilt(make)
                },
                SituationProbe(
                    "editor",
                    "the user rates the track 3; the view is rebuilt. Which draft does the new view show?"
                ) { makers, template in
                    guard let make = makers.editor else { return nil }
                    return try await EditorProbes.viewRebuilt(template: template, make)
                },
            ]
        case .ownerGoesAway:
            Feature.allCases.map { feature in
                SituationProbe(
                    feature.rawValue,
                    "the user acts once; the view goes off screen and the owner (a coordinator holding the presentation and the view controller) is released without disposing anything. Is the view model freed?"
                ) { makers, template in
                    try await LifetimeProbes.ownerGoesAway(feature, makers, template: template)
                }
            }
        case .reentrantFeedback:
            [
                SituationProbe(
                    "palette",
                    "when the view is shown blue it taps again, from inside the binder; the user taps once. What does it show, in which order, and does the core flag the reentrancy (debug builds, as RxSwift's)?"
                ) { makers, _ in
                    guard let make = makers.palette else { return nil }
                    return await PaletteProbes.reentrantFeedback(
                        make, ownRelay: makers.swapped.contains(.harness(.reenteredProbeRelay)))
                }
            ]
        case .backgroundServices:
            [
                SituationProbe(
                    "genres, main-scheduler binders",
                    "the catalog answers on a background queue; Driver and Signal use the real main scheduler; the view's binders are the contract's default (main scheduler, as RxCocoa's). On which thread does the view get the genres?"
                ) { makers, template in
                    guard let make = makers.genres else { return nil }
                    return try await GenresProbes.backgroundServices(
                        template: template, binders: MainScheduler.instance, make)
                },
                SituationProbe(
                    "genres, plain closures",
                    "the same, with a view that takes each value where it arrives (a plain closure, or an observer over a subject). On which thread?"
                ) { makers, template in
                    guard let make = makers.genres else { return nil }
                    return try await GenresProbes.backgroundServices(
                        template: template, binders: CurrentThreadScheduler.instance, make)
                },
            ]
        case .inputCompletes:
            [
                SituationProbe(
                    "genres",
                    "the appearance stream completes after the first appearance; the user then refreshes. Does the refresh load?"
                ) { makers, template in
                    guard let make = makers.genres else { return nil }
                    return try await GenresProbes.inputCompletes(template: template, make)
                },
                SituationProbe(
                    "library",
                    "the selections stream completes (the list went away); the user then toggles a favorite. Is it saved?"
                ) { makers, template in
                    guard let make = makers.library else { return nil }
                    return try await LibraryProbes.inputCompletes(template: template, make)
                },
            ]
        case .inputFails:
            [
                SituationProbe(
                    "genres",
                    "the appearance stream fails after the first appearance; the user then refreshes. Does the refresh load, or has the error ended the screen? Does the error reach a binding, where a debug build traps (counted through the core's scoped handler, in both builds)?"
                ) { makers, template in
                    guard let make = makers.genres else { return nil }
                    return try await GenresProbes.inputCompletes(template: template, failing: true, make)
                },
                SituationProbe(
                    "library",
                    "the selections stream fails; the user then toggles a favorite. Is it saved, and does the error reach a binding?"
                ) { makers, template in
                    guard let make = makers.library else { return nil }
                    return try await LibraryProbes.inputCompletes(template: template, failing: true, make)
                },
            ]
        case .oneShotEvents:
            [
                SituationProbe(
                    "library",
                    "the view loads and appears, the user selects a row; the view disappears and appears again, the user selects again; then the view is rebuilt (a new view controller over the same view model). How many times is the editor opened, for each?"
                ) { makers, template in
                    guard let make = makers.library else { return nil }
                    return try await LibraryProbes.oneShotEvents(template: template, make)
                },
                SituationProbe(
                    "genres",
                    "the same with the genres' message: they load as the view appears, the user selects a genre, again once the view has disappeared and appeared again, then the view is rebuilt. How many times is the message shown, for each?"
                ) { makers, template in
                    guard let make = makers.genres else { return nil }
                    return try await GenresProbes.oneShotEvents(template: template, make)
                },
            ]
        case .viewModelOutlivesView:
            [
                SituationProbe(
                    "library",
                    "a coordinator keeps the view model; the user toggles a favorite and the view leaves (it disappears, its view controller is released) before the answer; a new view controller shows a new view. Is the toggle saved, and what does the new view list?"
                ) { makers, template in
                    guard let make = makers.library else { return nil }
                    return try await OutlivingProbes.library(template: template, make)
                },
                SituationProbe(
                    "editor",
                    "the same with the editor: the user rates 3 and saves, the view leaves before the answer, a new view controller shows a new view. Is it saved?"
                ) { makers, template in
                    guard let make = makers.editor else { return nil }
                    return try await OutlivingProbes.editor(template: template, make)
                },
            ]
        case .answersWhileActing:
            Situation.answersWhileActingProbes
        case .testingARule:
            [
                SituationProbe(
                    "search",
                    "each style's test of the rule (typed \"b\" then \"bea\": only \"bea\" is searched, 300 ms later, and its results shown when they come), written as the style's article or community tests it, minimal, in the style's test target; `swift test` runs it. How many statements, and what does it need?"
                ) { makers, _ in
                    makers.style.map(RuleTestProbes.searchRule)
                }
            ]
        case .longSession:
            [
                SituationProbe(
                    "palette",
                    "ten thousand taps on one screen. Do the live subscriptions grow with the taps?"
                ) { makers, _ in
                    guard let make = makers.palette else { return nil }
                    return await LongSessionProbes.palette(make)
                },
                SituationProbe(
                    "library",
                    "two hundred toggles on one screen. Do the live subscriptions grow with the toggles?"
                ) { makers, template in
                    guard let make = makers.library else { return nil }
                    return try await LongSessionProbes.library(template: template, make)
                },
            ]
        }
    }

    /// How the situation scores what the views were shown, when it scores each output by its kind
    /// (rows 1, 5 and 12): one rule per kind, as `OutputKind.rule` states it; `nil` for the
    /// others, whose probes say what they count.
    package var rule: String? {
        switch self {
        case .inputBeforeOutputs, .viewRebuilt, .oneShotEvents:
            "each output is scored by its kind, declared in its feature's contract (`…Output.kind`): "
                + OutputKind.allCases.map { "\($0.rawValue), \($0.rule)" }.joined(separator: "; ") + "."
        case .lateAndReusedControls, .outputNotBound, .outputBoundTwice, .ownerGoesAway, .reentrantFeedback,
            .backgroundServices, .inputCompletes, .longSession, .inputFails, .viewModelOutlivesView,
            .answersWhileActing,
            .testingARule:
            nil
        }
    }

    /// Situation 14's probes. Each forces one interleaving (an answer handled on the service's
    /// thread between two things the user does in one turn of the main thread) and plays it once;
    /// where the user saw something wrong on a style's main code, again with the shared remedy
    /// (every answer delivered on the main scheduler where the services are composed), shown
    /// apart in the evidence: the cell's own fix is the style's variant.
    static var answersWhileActingProbes: [SituationProbe] {
        [
            SituationProbe(
                "library",
                "real services, Drivers, Signals and binders on the real main scheduler, the favorites observed for it; each other answer is held and handed to the view model on a thread of its own at a chosen point: between two things the user does in one turn of the main thread, before any hop to the main thread has run (as a tap handled before the answer's hop). Same interleaving every run. The list shows; the user toggles the two favorites, the first toggle's answer handled in between. Do both land? A write off the main thread that only a hop to it reads is no pitfall; what the view model wrote off the main thread, watched through the core's debug-only creation hook (every subject and relay the screen makes, stored or local), a reactor's state stream and an async model's @Observable properties, is named in the evidence, and counted by place in the JSON."
            ) { makers, template in
                guard let make = makers.library else { return nil }
                return try await BackgroundAnswerProbes.played(mainCode: makers.style != nil) { answers in
                    try await BackgroundAnswerProbes.library(
                        template: template, make, watch: makers.watchState, answers: answers)
                }
            },
            SituationProbe(
                "editor",
                "the editor: the saved entry loads and shows; the user rates 3 and saves, then edits the note, the save's answer handled in between. Is the rating saved, and does the save answer? Not watched: a plain stored var, such as the protocols editor's isSaving, written where the save answers."
            ) { makers, template in
                guard let make = makers.editor else { return nil }
                return try await BackgroundAnswerProbes.played(mainCode: makers.style != nil) { answers in
                    try await BackgroundAnswerProbes.editor(
                        template: template, make, watch: makers.watchState, answers: answers)
                }
            },
            SituationProbe(
                "genres",
                "the genres: they load as the view appears and show; the user refreshes, the catalog now has one genre more, first, and the user taps the first row shown, the refresh's answer handled in between. Does the message describe the genre tapped?"
            ) { makers, template in
                guard let make = makers.genres else { return nil }
                return try await BackgroundAnswerProbes.played(mainCode: makers.style != nil) { answers in
                    try await BackgroundAnswerProbes.genres(
                        template: template, make, watch: makers.watchState, answers: answers)
                }
            },
        ]
    }

    /// How the situation's pitfall is avoided around the style rather than by one of its
    /// variants: a change in the view, or where the services are composed, played again on the
    /// style's screens (`makers`) after `cell`; `nil` when only the style's variants can avoid it.
    /// Every situation says which, so that a new one is classified, not skipped.
    var fixAroundTheStyle: (@MainActor (ScreenMakers, MatrixCell, AppDatabase) async throws -> Avoidance?)? {
        switch self {
        case .reentrantFeedback:
            { makers, _, _ in
                guard let make = makers.palette,
                    !(await PaletteProbes.reentrantFeedback(make, enqueued: true)).isPitfall
                else { return nil }
                return .avoidable(
                    fix: "the view feeds back through the main queue (observe(on: MainScheduler.asyncInstance)), "
                        + "as the core's warning advises", extraStatements: 1)
            }
        case .backgroundServices:
            { _, cell, _ in
                let pitfalls = Set(cell.outcomes.filter(\.verdict.isPitfall).map(\.subject))
                let byBinders = cell.outcomes.first { $0.subject == "genres, main-scheduler binders" }
                guard pitfalls == ["genres, plain closures"], byBinders?.verdict.isPitfall == false else { return nil }
                return .avoidable(
                    fix: "bind the view through main-scheduler Binders (the contract's default)", extraStatements: 0)
            }
        case .inputBeforeOutputs, .lateAndReusedControls, .outputNotBound, .outputBoundTwice, .viewRebuilt,
            .ownerGoesAway, .inputCompletes, .longSession, .inputFails, .oneShotEvents, .viewModelOutlivesView,
            .testingARule:
            nil
        // Each style's own idiom, a variant, fixes it; the shared decorator where the services are
        // composed is played apart, in the evidence (`BackgroundAnswerProbes.played(_:)`).
        case .answersWhileActing:
            nil
        }
    }
}
