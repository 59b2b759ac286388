import Features
import Lab
import Labs
import Testing
import Transcripts

@testable import Scenarios

/// The transform style's fixes for situation 17, each through the same rebuild script as the main
/// code: the main code's work (a save, a toggle) ends with the view controller that bound it, the
/// fix's work lands and the rebuilt view shows it. `VariantsThroughSpecTests` checks that the fixes
/// keep the rest of the feature; the pitfall matrix, that they remove the pitfall.
@MainActor
@Suite(.tracksResources)
struct KeptWorkVariantTests {
    /// The save asked for at 200 ms (answered at 250), the view rebuilt at 220.
    @Test func theKeptSaveLandsAndTheRebuiltViewIsShownItsOutcome() async throws {
        let script = editorScript("@100ms rating 4\n@200ms save\n@220ms rebuild")
        let main = try await playEditor(script, on: nil)
        let kept = try await playEditor(script, on: "KeptSave.patch")
        #expect(main.saveResult.isEmpty && main.rating == 3)
        #expect(kept.saveResult == [at(250, quoted("Saved."))] && kept.rating == 4)
        // The rebuilt view's transform(input:) loads the entry again, as saved: before the save lands.
        #expect(kept.calls == ["entry(1)", "save(1, 4, ok)", "entry(1)"])
    }

    /// The toggle asked for at 100 ms (answered at 150), the view rebuilt at 120.
    @Test func theKeptToggleLandsAndTheRebuiltViewListsIt() async throws {
        let script = libraryScript("@100ms favorite 0\n@120ms rebuild")
        let main = try await playLibrary(script, on: nil)
        let kept = try await playLibrary(script, on: "KeptToggles.patch")
        #expect(main.favorites == [3, 1])
        #expect(kept.favorites == [1])
        #expect(kept.items.last == at(150, list(beautifulDay)))
    }

    /// Plays `script` on the transform editor, or on its variant from the patch named `fix`.
    private func playEditor(
        _ script: String, on fix: String?
    ) async throws -> (saveResult: [ShownText], rating: Int?, calls: [String]) {
        var rating: Int?
        let run = try await play(.editor, on: fix, script) { catalog in
            try savedEntry(catalog)
            catalog.at(1_000) { rating = try $0.entry(trackID: 1)?.rating.stars }
        }
        return (run[EditorOutput.saveResult], rating, run.serviceCalls)
    }

    /// Plays `script` on the transform library, or on its variant from the patch named `fix`.
    private func playLibrary(_ script: String, on fix: String?) async throws -> (items: [ShownText], favorites: [Int64])
    {
        var favorites: [Int64] = []
        let run = try await play(.library, on: fix, script) { catalog in
            catalog.at(1_000) { favorites = try $0.favorites().map(\.track.id) }
        }
        return (run[LibraryOutput.items], favorites)
    }

    /// Plays `script` on `feature` in the transform style, or on its variant from the patch `fix`.
    private func play(
        _ feature: Feature, on fix: String?, _ script: String, setUp: @escaping (RunCatalog) throws -> Void
    ) async throws -> Transcript {
        guard let fix else { return try await FeatureSpecTests.play(feature, .transform, script, setUp: setUp) }
        let variant = try #require(Style.transform.lab?.variants.first { $0.source.hasSuffix("/\(fix)") })
        var run: Transcript?
        let made = try await VariantBinding.with(variant.screen, of: .transform) {
            run = try await FeatureSpecTests.play(feature, Style(VariantBinding.self), script, setUp: setUp)
        }
        #expect(made > 0)
        return try #require(run)
    }
}
