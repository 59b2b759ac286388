/// A rating from 0 (unrated) to 5 stars.
package struct Rating: Hashable, Sendable, Comparable {
    /// The number of stars, 0 through 5.
    package let stars: Int

    /// The highest rating.
    package static let maximum = 5

    /// No stars: the track is unrated.
    package static let unrated = Rating(uncheckedStars: 0)

    /// A rating of `stars`.
    ///
    /// - Throws: ``DomainError/ratingOutOfRange(_:)`` unless `stars` is 0 through 5.
    package init(_ stars: Int) throws(DomainError) {
        guard (0...Self.maximum).contains(stars) else { throw .ratingOutOfRange(stars) }
        self.stars = stars
    }

    private init(uncheckedStars: Int) {
        stars = uncheckedStars
    }

    package static func < (lhs: Rating, rhs: Rating) -> Bool {
        lhs.stars < rhs.stars
    }
}
