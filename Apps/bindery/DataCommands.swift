import AppOptions
import ArgumentParser
import Domain
import Foundation
import Services
import Storage

/// Runs `body`, printing a storage or domain error and exiting with status 2.
func storage<Result>(_ body: () throws -> Result) throws -> Result {
    do {
        return try body()
    } catch let error as StorageError {
        printError("bindery: error: \(error)")
        throw ExitCode(2)
    } catch let error as DomainError {
        printError("bindery: error: \(error)")
        throw ExitCode(2)
    }
}

/// One line for a track: its id, "Title — Artist", album and duration.
func line(for track: Track) -> String {
    "\(track.id)\t\(Format.titleAndArtist(track))\t\(track.albumTitle)\t\(Format.duration(milliseconds: track.milliseconds))"
}

struct CatalogCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalog", abstract: "Search the catalog, count it, or generate a large one.",
        subcommands: [Search.self, Stats.self, Generate.self])

    struct Search: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Search the catalog as the search screen does.",
            discussion: "Example:\n  bindery catalog search \"bach\"")

        @Argument(help: "What to search for.")
        var query: String

        @Option(
            help: "The most tracks to print (by default as many as a search shows in the terminal UI and in scenarios)."
        )
        var limit = CatalogSearch.resultLimit

        @OptionGroup var location: DatabaseOption

        func run() throws {
            let database = try storage { try location.open() }
            for track in try storage({ try database.search(query, limit: max(1, limit)) }) {
                print(line(for: track))
            }
        }
    }

    struct Stats: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Count the tracks, albums, artists, genres and library entries.",
            discussion: "Example:\n  bindery catalog stats --database /tmp/big.sqlite")

        @OptionGroup var location: DatabaseOption

        func run() throws {
            let database = try storage { try location.open() }
            let stats = try storage { try database.stats() }
            print("database \(database.path)")
            print("tracks \(stats.tracks)\nalbums \(stats.albums)\nartists \(stats.artists)")
            print("genres \(stats.genres)\nlibrary entries \(stats.libraryEntries)")
        }
    }

    struct Generate: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write a new database with a generated catalog of the given size.",
            discussion: """
                The same seed and count give the same catalog. An existing file is never \
                overwritten.

                Example:
                  bindery catalog generate --count 100000 --seed 7 --output /tmp/big.sqlite
                """)

        @Option(help: "How many tracks.")
        var count: Int

        @Option(help: "The generator's seed.")
        var seed: UInt64 = 1

        @Option(help: "The new database file.")
        var output: String

        func validate() throws {
            guard (1...5_000_000).contains(count) else { throw ValidationError("--count must be 1 to 5000000") }
            guard !FileManager.default.fileExists(atPath: output) else {
                throw ValidationError("\(output) exists; choose a new file (it is never overwritten)")
            }
        }

        func run() throws {
            var generator = CatalogGenerator(seed: seed)
            let catalog = generator.catalog(trackCount: count)
            let database = try storage { try AppDatabase.create(path: output, catalog: catalog) }
            let stats = try storage { try database.stats() }
            print("wrote \(output): \(stats.tracks) tracks, \(stats.albums) albums, \(stats.artists) artists")
        }
    }
}

struct LibraryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "library",
        abstract: "Read or change the user's library (a running terminal UI shows changes live).",
        subcommands: [List.self, Favorite.self, Rate.self, Note.self, Remove.self])

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List the library: every track with a favorite mark, rating or note.",
            discussion: "Example:\n  bindery library list")

        /// What the command says of an empty library.
        static let empty = "The library is empty: no favorites, ratings or notes yet."

        @OptionGroup var location: DatabaseOption

        func run() throws {
            let database = try storage { try location.open() }
            let items = try storage { try database.libraryItems() }
            // On standard error, so that the listing stays lines of tracks.
            if items.isEmpty { printError(Self.empty) }
            for item in items {
                let (track, entry) = (item.track, item.entry)
                let heart = entry.isFavorite ? "♥" : " "
                let note = entry.note.isEmpty ? "" : "\t\(entry.note)"
                print("\(track.id)\t\(heart) \(Format.stars(entry.rating))\t\(Format.titleAndArtist(track))\(note)")
            }
        }
    }

    struct Favorite: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Mark a track as a favorite (or, with --remove, no longer).",
            discussion: "Example:\n  bindery library favorite 2935")

        @Argument(help: "The track's id.")
        var track: Int64

        @Flag(help: "Remove the favorite mark instead.")
        var remove = false

        @OptionGroup var location: DatabaseOption

        func run() throws {
            let database = try storage { try location.open() }
            let entry = try storage { try database.setFavorite(trackID: track, !remove) }
            let name = try storage { Format.titleAndArtist(try database.track(id: track)) }
            print(entry.isFavorite ? "♥ \(name)" : "no longer a favorite: \(name)")
        }
    }

    struct Rate: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Rate a track from 0 to 5 stars, keeping its note.",
            // One rating, not the `[<stars> ...]` ArgumentParser writes for `stars`: see it.
            usage: "bindery library rate <track> <stars> [--database <database>]",
            discussion: "Example:\n  bindery library rate 2935 4")

        @Argument(help: "The track's id.")
        var track: Int64

        /// The rating as given. Every word left over, so that a negative one (`-1`), which
        /// ArgumentParser would take for an option and then report `<stars>` missing, reaches
        /// ``validate()`` and gets the range message.
        @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The rating, 0 to 5.", valueName: "stars"))
        var stars: [String] = []

        @OptionGroup var location: DatabaseOption

        func validate() throws {
            _ = try rating
        }

        /// The one rating given.
        ///
        /// - Throws: A `ValidationError` for no rating, several, or one that is not 0 to 5 stars.
        var rating: Rating {
            get throws {
                guard let given = stars.first else { throw ValidationError("give the rating, 0 to 5 stars") }
                guard stars.count == 1 else {
                    throw ValidationError("give one rating, 0 to 5 stars, not \(stars.joined(separator: " "))")
                }
                guard let number = Int(given) else {
                    throw ValidationError("A rating is 0 to 5 stars, not '\(given)'.")
                }
                do {
                    return try Rating(number)
                } catch {
                    throw ValidationError(error.description)
                }
            }
        }

        func run() throws {
            let database = try storage { try location.open() }
            let rating = try self.rating
            let entry = try storage { try database.setRating(trackID: track, rating) }
            let name = try storage { Format.titleAndArtist(try database.track(id: track)) }
            print("\(Format.stars(entry.rating)) \(name)")
        }
    }

    struct Note: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Set a track's note (or, with --clear, remove it), keeping its rating and favorite mark.",
            discussion: "Examples:\n  bindery library note 2935 \"live in Boston\"\n  bindery library note 2935 --clear"
        )

        @Argument(help: "The track's id.")
        var track: Int64

        @Argument(help: "The note.")
        var text: String?

        @Flag(help: "Remove the note instead.")
        var clear = false

        @OptionGroup var location: DatabaseOption

        func validate() throws {
            if clear && text != nil { throw ValidationError("give a note or --clear, but not both") }
            if !clear && text == nil { throw ValidationError("give the note, or --clear to remove it") }
        }

        func run() throws {
            let database = try storage { try location.open() }
            let entry = try storage { try database.setNote(trackID: track, clear ? "" : text ?? "") }
            let name = try storage { Format.titleAndArtist(try database.track(id: track)) }
            print(entry.note.isEmpty ? "no note: \(name)" : "\(name)\t\(entry.note)")
        }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Delete a track's library entry: its favorite mark, rating and note.",
            discussion: "Example:\n  bindery library remove 2935")

        @Argument(help: "The track's id.")
        var track: Int64

        @OptionGroup var location: DatabaseOption

        func run() throws {
            let database = try storage { try location.open() }
            let removed = try storage { try database.deleteEntry(trackID: track) }
            let name = try storage { Format.titleAndArtist(try database.track(id: track)) }
            print(removed == nil ? "not in the library: \(name)" : "removed from the library: \(name)")
        }
    }
}
