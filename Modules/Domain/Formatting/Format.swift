/// How the domain's values are shown, as pure functions.
package enum Format {
    /// A duration as `m:ss`, or `h:mm:ss` from an hour up: 343719 ms is "5:43".
    package static func duration(milliseconds: Int) -> String {
        let seconds = max(0, milliseconds) / 1_000
        let (hours, minutes, rest) = (seconds / 3_600, seconds / 60 % 60, seconds % 60)
        let paddedSeconds = rest < 10 ? "0\(rest)" : "\(rest)"
        if hours > 0 {
            let paddedMinutes = minutes < 10 ? "0\(minutes)" : "\(minutes)"
            return "\(hours):\(paddedMinutes):\(paddedSeconds)"
        }
        return "\(minutes):\(paddedSeconds)"
    }

    /// A rating as five stars, filled for each star given: 3 is "★★★☆☆".
    package static func stars(_ rating: Rating) -> String {
        String(repeating: "★", count: rating.stars) + String(repeating: "☆", count: Rating.maximum - rating.stars)
    }

    /// A track as "Title — Artist".
    package static func titleAndArtist(_ track: Track) -> String {
        "\(track.title) — \(track.artistName)"
    }
}

extension String {
    /// The string without leading and trailing white space and newlines.
    package func trimmingWhitespace() -> String {
        let characters = Substring(self).drop { $0.isWhitespace }
        var end = characters.endIndex
        while end > characters.startIndex, characters[characters.index(before: end)].isWhitespace {
            end = characters.index(before: end)
        }
        return String(characters[characters.startIndex..<end])
    }
}
