/// A work a situation is known from, with its address: an issue or pull request of a repository
/// `knownFrom` names ("ReactorKit #74", "#67" after it), or a page it names.
package struct Citation: Sendable, Equatable {
    /// The words of ``Situation/knownFrom`` that cite it: `ReactorKit #74`, `#67`, `Signal versus Driver`.
    package let text: String
    /// Its address.
    package let url: String
}

extension Situation {
    /// What ``knownFrom`` cites that has an address, in its order: each `Repository #N` or
    /// `Repository PR #N` (and each `#N` that follows one, in the same repository), and each
    /// page `Citation.pages` names.
    package var citations: [Citation] {
        var citations: [Citation] = []
        var repository: String?
        for part in knownFrom.split(whereSeparator: { $0 == "," || $0 == ";" }) {
            let words = part.split(separator: " ").map(String.init)
            guard let number = words.firstIndex(where: { $0.hasPrefix("#") && $0.dropFirst().allSatisfy(\.isNumber) })
            else {
                repository = nil
                continue
            }
            let isPull = number > 0 && words[number - 1] == "PR"
            let name = words[..<(isPull ? number - 1 : number)].joined(separator: " ")
            if !name.isEmpty { repository = Citation.repositories[name] }
            guard let repository else { continue }
            let text = words[...number].joined(separator: " ")
            citations.append(
                Citation(
                    text: text,
                    url: "https://github.com/\(repository)/\(isPull ? "pull" : "issues")/\(words[number].dropFirst())"))
        }
        for (text, url) in Citation.pages where knownFrom.contains(text) {
            citations.append(Citation(text: text, url: url))
        }
        // In the order their words come in `knownFrom`.
        let position = { (citation: Citation) in knownFrom.range(of: citation.text)?.lowerBound ?? knownFrom.endIndex }
        return citations.sorted { position($0) < position($1) }
    }
}

extension Citation {
    /// The repositories the situations cite by name, with their GitHub owner.
    static let repositories = [
        "ios-oss": "kickstarter/ios-oss", "ReactorKit": "ReactorKit/ReactorKit",
        "CleanArchitectureRxSwift": "sergdort/CleanArchitectureRxSwift",
        "tailec/ios-architecture": "tailec/ios-architecture", "RxSwift": "ReactiveX/RxSwift",
        "RxTodo": "devxoul/RxTodo",
    ]

    /// The pages the situations cite by name.
    static let pages: [(String, String)] = [
        ("Signal versus Driver", "https://github.com/ReactiveX/RxSwift/blob/main/Documentation/Traits.md"),
        ("ReactorKit's testing guide", "https://github.com/ReactorKit/ReactorKit#testing"),
        ("ReactorKit's `@Pulse`", "https://github.com/ReactorKit/ReactorKit#pulse"),
        ("swift-clocks' test clocks", "https://github.com/pointfreeco/swift-clocks"),
        ("RxTest's TestScheduler", "https://github.com/ReactiveX/RxSwift/tree/main/RxTest"),
        ("RxSwift's Binder", "https://github.com/ReactiveX/RxSwift/blob/main/RxSwift/Binder.swift"),
        ("RxSwift's grammar", "https://github.com/ReactiveX/RxSwift/blob/main/Documentation/GettingStarted.md"),
    ]
}
