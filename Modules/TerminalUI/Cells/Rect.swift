/// A rectangle of cells: columns from `x`, rows from `y`.
package struct Rect: Hashable, Sendable, CustomStringConvertible {
    package var x: Int
    package var y: Int
    package var width: Int
    package var height: Int

    package init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The part of this rectangle inside `other`.
    package func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = min(x + width, other.x + other.width)
        let bottom = min(y + height, other.y + other.height)
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Whether the rectangle has no cells.
    package var isEmpty: Bool { width == 0 || height == 0 }

    package var description: String { "\(width)×\(height) at (\(x), \(y))" }
}
