/// The greeting feature's rule: a greeting built from a trimmed name.
package enum Greeting {
    /// The longest name, in characters.
    package static let nameLimit = 40

    /// The greeting for `name`, trimmed: "Hello, Ada!".
    ///
    /// - Throws: ``DomainError/emptyName`` or ``DomainError/nameTooLong(length:limit:)``.
    package static func make(name: String) throws(DomainError) -> String {
        let trimmed = name.trimmingWhitespace()
        guard !trimmed.isEmpty else { throw .emptyName }
        guard trimmed.count <= nameLimit else { throw .nameTooLong(length: trimmed.count, limit: nameLimit) }
        return "Hello, \(trimmed)!"
    }
}

extension Greeting {
    /// What validating `name` shows: the greeting, or what is wrong with the name.
    package static func message(for name: String) -> String {
        do {
            return try make(name: name)
        } catch {
            return error.description
        }
    }
}
