// Storage figures: how long a first run takes to create the database, and how long searches
// take on the embedded catalog and on generated ones. Run with `make bench-storage`.

import Foundation
import Storage

/// Seconds taken by `body`.
func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = ContinuousClock.now
    try body()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

func milliseconds(_ value: Double) -> String { String(format: "%.2f ms", value * 1_000) }

func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
    sorted[min(sorted.count - 1, Int((Double(sorted.count) * fraction).rounded(.down)))]
}

/// What a person types while searching: every prefix of each phrase, as search as you type sends.
let phrases = [
    "rock", "bach", "iron maiden", "beautiful day", "love", "the", "jobim", "symphony no", "metallica", "zz",
    "velvet river", "midnight", "björk", "café", "a", "x",
]
let queries = phrases.flatMap { phrase in (1...phrase.count).map { String(phrase.prefix($0)) } }

func searchLatencies(_ database: AppDatabase, rounds: Int) throws -> (median: Double, p99: Double, count: Int) {
    for query in queries { _ = try database.search(query) }
    var samples: [Double] = []
    for _ in 0..<rounds {
        for query in queries {
            samples.append(try seconds { _ = try database.search(query) })
        }
    }
    samples.sort()
    return (percentile(samples, 0.5), percentile(samples, 0.99), samples.count)
}

let directory = NSTemporaryDirectory() + "bindery-storage-benchmark-" + UUID().uuidString
try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: directory) }

print("Storage benchmark (release build, \(ProcessInfo.processInfo.activeProcessorCount) cores)\n")

var creations: [Double] = []
for run in 0..<5 {
    let path = "\(directory)/first-run-\(run).sqlite"
    creations.append(try seconds { _ = try AppDatabase.open(path: path) })
}
creations.sort()
print(
    "First run (create the file, migrate, load Chinook, build the search index): median \(milliseconds(creations[2])) of 5"
)

let chinook = try AppDatabase.open(path: "\(directory)/first-run-0.sqlite")
let embedded = try searchLatencies(chinook, rounds: 20)
print(
    "Search, embedded catalog (3,503 tracks): median \(milliseconds(embedded.median)), "
        + "p99 \(milliseconds(embedded.p99)) over \(embedded.count) searches")

let sizes = CommandLine.arguments.contains("--million") ? [100_000, 1_000_000] : [100_000]
for size in sizes {
    var generator = CatalogGenerator(seed: 1)
    var catalog = CatalogData()
    let generation = seconds { catalog = generator.catalog(trackCount: size) }
    let database = try AppDatabase.open(path: "\(directory)/generated-\(size).sqlite", catalog: { CatalogData() })
    let load = try seconds { try database.importCatalog(catalog) }
    let latencies = try searchLatencies(database, rounds: 3)
    let attributes = try FileManager.default.attributesOfItem(atPath: "\(directory)/generated-\(size).sqlite")
    let megabytes = Double((attributes[.size] as? Int) ?? 0) / 1_048_576
    print(
        "Generated catalog (\(size) tracks): generated in \(milliseconds(generation)), loaded and indexed in "
            + "\(milliseconds(load)) (\(String(format: "%.1f", megabytes)) MB); search median "
            + "\(milliseconds(latencies.median)), p99 \(milliseconds(latencies.p99)) over \(latencies.count) searches")
}
