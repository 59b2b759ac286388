import Foundation

/// Where the apps keep their database.
package enum DatabaseLocation {
    /// The environment variable that overrides the location.
    package static let environmentVariable = "BINDERY_DATABASE"

    /// The database path: `explicit` if given, else `$BINDERY_DATABASE`, else
    /// `$XDG_DATA_HOME/bindery/bindery.sqlite`, else `~/.local/share/bindery/bindery.sqlite`.
    package static func resolve(
        explicit: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String {
        if let explicit, !explicit.isEmpty { return explicit }
        if let override = environment[environmentVariable], !override.isEmpty { return override }
        let dataHome: String
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            dataHome = xdg
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
            dataHome = (home as NSString).appendingPathComponent(".local/share")
        }
        return (dataHome as NSString).appendingPathComponent("bindery/bindery.sqlite")
    }

    /// Whether ``resolve(explicit:environment:)`` gives the default location: neither `explicit`
    /// nor `$BINDERY_DATABASE` chooses one. Only the default location's directory is created
    /// when missing; a path the user typed that names a missing directory is more likely a typo.
    package static func isDefault(
        explicit: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Bool {
        (explicit ?? "").isEmpty && (environment[environmentVariable] ?? "").isEmpty
    }
}
