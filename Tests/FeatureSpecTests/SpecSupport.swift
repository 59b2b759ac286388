import Domain
import FeatureTesting
import Features
import Storage
import Testing
import Transcripts

@testable import Scenarios

/// The spec's catalog: the tests' five tracks (``TestCatalog``), small enough to read every result.
let specCatalog: AppDatabase = {
    do {
        return try TestCatalog.database()
    } catch {
        fatalError("the spec's catalog does not load: \(error)")
    }
}()

/// Plays `script` for `feature` through `style` over the spec's catalog, the way the CLI plays
/// it: the live services over a copy of the catalog, on a millisecond virtual clock.
@MainActor
func play(
    _ feature: Feature, _ style: Style, _ script: String, setUp: (RunCatalog) throws -> Void = { _ in }
) async throws -> Transcript {
    try await ScenarioRunner(database: specCatalog).run(
        ScriptParser.parse(script, feature: feature), style: style, setUp: setUp)
}

/// One value a view was shown, at its virtual time, as the transcript writes it (text): not
/// FeatureTesting's `Shown`, which records a recording view's values.
struct ShownText: Equatable, CustomStringConvertible {
    let time: Int
    let value: String

    var description: String { "@\(time)ms \(value)" }
}

/// `value` shown at `time` milliseconds.
func at(_ time: Int, _ value: String) -> ShownText {
    ShownText(time: time, value: value)
}

/// How the transcript writes a quoted string.
func quoted(_ text: String) -> String {
    Rendering.quoted(text)
}

/// How the transcript writes a list: `["Beat It — Michael Jackson", …]`.
func list(_ items: String...) -> String {
    Rendering.list(items)
}

extension Transcript {
    /// What the view was shown on `output` (a feature's output name), in order.
    subscript<Output: RawRepresentable<String>>(_ output: Output) -> [ShownText] {
        entries.filter { $0.output == output.rawValue }.map { ShownText(time: $0.time, value: $0.value) }
    }
}

extension Style {
    /// Whether the style's work (a save, a toggle) is a binding its view controller owns, so that
    /// a rebuild, which releases the view controller, disposes it: transform's `transform(input:)`
    /// hands its disposable to the view controller's bag, and init-only's view controller makes
    /// (and alone holds) its view model. Pitfall situation 17 observes it.
    var bindsItsWorkToTheViewController: Bool {
        self == .transform || self == .initOnly
    }
}
