/// `bindery pitfalls --format json`: every situation played through every style.
///
/// Read as the command prints it; `schemaVersion` and each cell's `source` (the provenance of a
/// verdict) are shown when the command prints them and left out when it does not.
struct PitfallMatrix: Decodable {
    /// The JSON's schema version, when it names one.
    let schemaVersion: Int?
    /// The situations, in order.
    let situations: [Situation]
    /// Each feature's outputs with their kind, `state` or `event`, as the feature contracts
    /// declare them (schema 3 and later).
    let outputKinds: [String: [String: String]]?

    /// One situation: what is played and what each style did.
    struct Situation: Decodable {
        let id: Int
        let title: String
        /// What is played, by feature.
        let probes: [String: String]
        let knownFrom: String?
        /// The issues and pages `knownFrom` cites, with their addresses (schema 4 and later).
        let citations: [Citation]?
        let cells: [Cell]
    }

    /// A work a situation is known from: the words of `knownFrom` that cite it, and its address.
    struct Citation: Decodable {
        let text: String
        let url: String
    }

    /// One feature's fix of a cell's pitfall (schema 4 and later).
    struct Fix: Decodable {
        /// The feature (or played subject) it fixes.
        let feature: String
        /// `avoidable` or `traded`.
        let kind: String
        /// What the fix does.
        let fix: String
        /// Its price, the statements it adds or changes, when counted.
        let extraStatements: Int?
        /// The rows where it brings a pitfall the main code does not show (`traded`).
        let trades: [String]
        /// The fix's patch and the files it changes (a style's, or a view the probes show); `null`
        /// only in JSON older than the patches in the view, which the generator refuses.
        let files: Files?
    }

    /// A fix's files: its patch's path, the main code's files it changes, and the patch's diff.
    struct Files: Decodable {
        let path: String
        let replaces: [String]
        let patch: String
    }

    /// What one style did in one situation.
    struct Cell: Decodable {
        let style: String
        let verdict: String
        /// Whether the style shows the pitfall the situation is known for (⚠).
        let pitfall: Bool
        /// `avoidable` or `inherent`, for a pitfall.
        let kind: String?
        let fix: String?
        /// The price of the fix: the lines its variant adds or changes.
        let extraStatements: Int?
        /// The outcome on each feature played.
        let features: [String: String]
        /// What was seen, on each feature played.
        let evidence: [String: String]
        /// Where the verdict comes from, once the matrix says (schema 2 and later): `style`,
        /// `project` (a guard this project chose) or `harness` (a piece of the harness).
        let source: JSONValue?
        /// The guards or harness pieces the verdict rests on (schema 2 and later).
        let sourceNames: [String]?
        /// The verdict as the style's own code decides it: a guarded outcome as the article's form
        /// does, a harness one named (schema 2 and later).
        let styleVerdict: String?
        /// Whether the style's own code shows the pitfall (schema 2 and later).
        let stylePitfall: Bool?
        /// Where each feature's outcome comes from (schema 2 and later).
        let sources: [String: FeatureSource]?
        /// For a cell a project guard keeps clear of the pitfall its article's form shows, the
        /// words every view uses for it (schema 4 and later).
        let guarded: String?
        /// Each feature's fix, avoidable or traded (schema 4 and later).
        let fixes: [Fix]?
    }

    /// Where one feature's outcome comes from.
    struct FeatureSource: Decodable {
        /// `style`, `project` or `harness`.
        let source: String
        /// The guard or piece, for `project` and `harness`.
        let name: String?
    }
}

/// Any JSON value, shown as text: for fields the generator shows without interpreting.
enum JSONValue: Decodable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([JSONValue])
    case object([String: JSONValue])
    case null

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// The value as a reader sees it: strings bare, objects as `key: value` pairs in key order.
    var text: String {
        switch self {
        case .string(let value): value
        case .number(let value): value == value.rounded() ? String(Int(value)) : String(value)
        case .bool(let value): String(value)
        case .array(let values): values.map(\.text).joined(separator: "; ")
        case .object(let members): members.keys.sorted().map { "\($0): \(members[$0]!.text)" }.joined(separator: "; ")
        case .null: ""
        }
    }
}
