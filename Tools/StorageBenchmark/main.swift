// Storage figures: how long a first run takes, how long `bindery catalog generate` takes to make a
// large catalog, and how long search as you type takes on each catalog, against the floor of the
// same SQL run by the `sqlite3` shell. Run with `make bench-storage` (the 100k catalog) or
// `make bench-storage ARGS=--million` (100k and 1M); `--compare` also times ranking every match,
// the search before it was made to scale.

import Dispatch
import Foundation
import ReactiveCore
import Storage

#if canImport(Glibc)
    import Glibc
#endif

// MARK: - Measuring

/// Seconds of wall-clock time taken by `body`.
func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = ContinuousClock.now
    try body()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

/// Seconds of this thread's CPU time so far.
func threadCPU() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// A median and a 99th percentile, in seconds.
struct Latency {
    var median: Double
    var p99: Double
    var count: Int

    init(_ samples: [Double]) {
        let sorted = samples.sorted()
        func percentile(_ fraction: Double) -> Double {
            sorted[min(sorted.count - 1, Int((Double(sorted.count) * fraction).rounded(.down)))]
        }
        median = percentile(0.5)
        p99 = percentile(0.99)
        count = sorted.count
    }

    var text: String { "median \(ms(median)), p99 \(ms(p99))" }
}

func ms(_ value: Double) -> String { String(format: "%.2f ms", value * 1_000) }

/// What a person types while searching: every prefix of each phrase, as search as you type sends.
let phrases = [
    "rock", "bach", "iron maiden", "beautiful day", "love", "the", "jobim", "symphony no", "metallica", "zz",
    "velvet river", "midnight", "björk", "café", "a", "s", "x",
]
let queries = phrases.flatMap { phrase in (1...phrase.count).map { String(phrase.prefix($0)) } }

/// Each keystroke's search through `search`, wall-clock and CPU, after a warm-up round, and the
/// five slowest keystrokes.
func keystrokes(
    rounds: Int, _ search: (String) throws -> Void
) rethrows -> (wall: Latency, cpu: Latency, slowest: String) {
    for query in queries { try search(query) }
    var wall: [Double] = []
    var cpu: [Double] = []
    var slowest: [(Double, String)] = []
    for _ in 0..<rounds {
        for query in queries {
            let start = threadCPU()
            let elapsed = try seconds { try search(query) }
            wall.append(elapsed)
            cpu.append(threadCPU() - start)
            slowest.append((elapsed, query))
        }
    }
    let top = slowest.sorted { $0.0 > $1.0 }.prefix(5).map { "\"\($0.1)\" \(ms($0.0))" }
    return (Latency(wall), Latency(cpu), top.joined(separator: ", "))
}

/// The engine alone: the statements each search runs, run by the `sqlite3` shell on the same file,
/// timed by the shell (`.timer on`, user + system CPU per statement, summed per search).
func floor(_ database: AppDatabase, path: String, rounds: Int) throws -> Latency? {
    guard let shell = ["/usr/bin/sqlite3", "/usr/local/bin/sqlite3"].first(where: FileManager.default.isExecutableFile)
    else {
        print("  no sqlite3 shell (make deps installs it): no floor")
        return nil
    }
    let statements = try queries.map { query in try database.statements { _ = try database.search(query) } }
    var script = ".timer on\n.output /dev/null\n"
    for _ in 0...rounds {
        for search in statements { script += search.map { $0 + ";\n" }.joined() }
    }
    let input = Pipe()
    let output = Pipe()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: shell)
    process.arguments = ["-bail", path]
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    input.fileHandleForWriting.write(Data(script.utf8))
    try input.fileHandleForWriting.close()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    // "Run Time: real 0.001 user 0.000240 sys 0.000000", one line per statement.
    let times = text.split(separator: "\n").compactMap { line -> Double? in
        let words = line.split(separator: " ")
        guard words.count == 8, words[0] == "Run", let user = Double(words[5]), let system = Double(words[7]) else {
            return nil
        }
        return user + system
    }
    let perRound = statements.reduce(0) { $0 + $1.count }
    guard times.count == perRound * (rounds + 1) else {
        print("  sqlite3 timed \(times.count) statements, not \(perRound * (rounds + 1)): no floor")
        return nil
    }
    var samples: [Double] = []
    var index = perRound  // the first round warms the cache
    for _ in 0..<rounds {
        for search in statements {
            samples.append(times[index..<index + search.count].reduce(0, +))
            index += search.count
        }
    }
    return Latency(samples)
}

/// Runs `bindery catalog generate` (the release build beside this benchmark) and returns its wall
/// time and its peak resident memory in MB.
func generate(count: Int, output: String) throws -> (seconds: Double, peakMB: Double)? {
    let bindery = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("bindery")
    guard FileManager.default.isExecutableFile(atPath: bindery.path) else { return nil }
    let process = Process()
    process.executableURL = bindery
    process.arguments = ["catalog", "generate", "--count", "\(count)", "--seed", "1", "--output", output]
    process.standardOutput = FileHandle.nullDevice
    let elapsed = try seconds {
        try process.run()
        process.waitUntilExit()
    }
    guard process.terminationStatus == 0 else { return nil }
    var usage = rusage()
    getrusage(RUSAGE_CHILDREN.rawValue, &usage)
    return (elapsed, Double(usage.ru_maxrss) / 1_024)
}

/// How long `PRAGMA data_version` (the observation's poll) takes, and how long a favorite saved on
/// another connection takes to reach a subscriber polling every 500 ms.
func observation(path: String) throws -> (poll: Latency, delivery: [Double]) {
    let watcher = try AppDatabase.open(path: path)
    let writer = try AppDatabase.open(path: path)
    var polls: [Double] = []
    for _ in 0..<2_000 { polls.append(try seconds { _ = try watcher.dataVersion() }) }
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "bench.observation")
    var deliveries: [Double] = []
    for trackID: Int64 in [11, 12, 13, 14, 15] {
        let arrived = DispatchSemaphore(value: 0)
        let subscription = watcher.observeFavorites(on: scheduler, pollInterval: .milliseconds(500))
            .filter { $0.contains { $0.track.id == trackID } }
            .take(1)
            .subscribe(onNext: { _ in arrived.signal() })
        Thread.sleep(forTimeInterval: 0.2)
        let start = ContinuousClock.now
        try writer.setFavorite(trackID: trackID, true)
        let result = arrived.wait(timeout: .now() + 5)
        let elapsed = ContinuousClock.now - start
        subscription.dispose()
        deliveries.append(
            result == .success
                ? Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18 : .infinity)
    }
    return (Latency(polls), deliveries)
}

// MARK: - The run

let arguments = CommandLine.arguments
let compare = arguments.contains("--compare")
let directory = NSTemporaryDirectory() + "bindery-storage-benchmark-" + UUID().uuidString
try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: directory) }

print(
    "Storage benchmark (release build, \(ProcessInfo.processInfo.activeProcessorCount) cores, SQLite "
        + "\(AppDatabase.sqliteVersion)); search: every prefix of \(phrases.count) phrases, "
        + "\(queries.count) keystrokes, typed letter by letter\n")

var creations: [Double] = []
for run in 0..<5 {
    let path = "\(directory)/first-run-\(run).sqlite"
    creations.append(try seconds { _ = try AppDatabase.open(path: path) })
}
print("First run (create the file, migrate, load Chinook, index): median \(ms(Latency(creations).median)) of 5")

var rows: [String] = []
var catalogs: [(name: String, path: String)] = [("shipped (3,503 tracks)", "\(directory)/first-run-0.sqlite")]
for size in arguments.contains("--million") ? [100_000, 1_000_000] : [100_000] {
    let path = "\(directory)/generated-\(size).sqlite"
    guard let (elapsed, peak) = try generate(count: size, output: path) else {
        print("bindery catalog generate failed or is not built beside the benchmark (make bench-storage builds it)")
        exit(1)
    }
    let megabytes = Double((try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0) / 1_048_576
    print(
        "bindery catalog generate --count \(size): \(String(format: "%.1f", elapsed)) s, peak memory "
            + "\(String(format: "%.0f", peak)) MB, file \(String(format: "%.0f", megabytes)) MB "
            + "(\(String(format: "%.0f", megabytes * 1_000_000 / Double(size))) MB per million tracks)")
    catalogs.append(("\(size / 1_000)k tracks", path))
}

for (name, path) in catalogs {
    let database = try AppDatabase.open(path: path)
    let rounds = 3
    let (wall, cpu, slowest) = try keystrokes(rounds: rounds) { _ = try database.search($0) }
    let engine = try floor(database, path: path, rounds: rounds)
    print("\nSearch, \(name): \(wall.text) (CPU \(cpu.text)) over \(wall.count) searches")
    print("  slowest: \(slowest)")
    var floorCells = "n/a | n/a"
    if let engine {
        let ratio = cpu.median / max(engine.median, 1e-9)
        print("  sqlite3 shell, same statements: CPU \(engine.text); Swift layers ×\(String(format: "%.2f", ratio))")
        floorCells = "\(ms(engine.median)) / \(ms(engine.p99)) | ×\(String(format: "%.2f", ratio))"
    }
    var before = ""
    if compare {
        let (old, _, oldSlowest) = try keystrokes(rounds: 1) { _ = try database.searchRankingEveryMatch($0) }
        print("  ranking every match (before): \(old.text); slowest: \(oldSlowest)")
        before = " | \(ms(old.median)) / \(ms(old.p99))"
    }
    rows.append("| \(name) | \(ms(wall.median)) | \(ms(wall.p99)) | \(floorCells)\(before) |")
}

let (poll, deliveries) = try observation(path: catalogs.last!.path)
print(
    "\nObservation on \(catalogs.last!.name): poll (PRAGMA data_version) \(poll.text); a favorite saved on "
        + "another connection arrived after " + deliveries.map { ms($0) }.joined(separator: ", ")
        + " (poll interval 500 ms)")

print(
    "\n| catalog | median | p99 | sqlite3 floor (median / p99, CPU) | Swift ÷ floor (CPU medians)\(compare ? " | before (median / p99)" : "") |"
)
print("|---|---:|---:|---:|---:|\(compare ? "---:|" : "")")
rows.forEach { print($0) }
