/// A value the user entered that the domain's rules reject.
package enum DomainError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A rating outside 0 through 5.
    case ratingOutOfRange(Int)
    /// A note longer than the limit, in characters.
    case noteTooLong(length: Int, limit: Int)
    /// A name that is empty once trimmed.
    case emptyName
    /// A name longer than the limit, in characters.
    case nameTooLong(length: Int, limit: Int)

    /// A message the user can act on.
    package var description: String {
        switch self {
        case .ratingOutOfRange(let stars): "A rating is 0 to 5 stars, not \(stars)."
        case .noteTooLong(let length, let limit): "The note is \(length) characters; shorten it to \(limit)."
        case .emptyName: "Enter a name."
        case .nameTooLong(let length, let limit): "The name is \(length) characters; shorten it to \(limit)."
        }
    }
}
