/// The features every style implements.
package enum Feature: String, CaseIterable, Sendable, CustomStringConvertible {
    /// A tap cycles the background through red, blue and purple.
    case palette
    /// A name field and a validate button; validating greets the trimmed name.
    case greeting

    /// What the feature does, in one line.
    package var summary: String {
        switch self {
        case .palette: "a tap cycles the background through red, blue, purple; the button says what comes next"
        case .greeting: "a name field and a validate button; validating greets the trimmed name"
        }
    }

    /// The identifier front ends and scripts use.
    package var description: String { rawValue }
}
