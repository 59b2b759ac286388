import Domain
import Foundation
import GRDB
import Testing

@testable import Storage

struct InterruptedSaveTests {
    /// The helper executable, built beside this test bundle.
    static let writer: URL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("bindery-storage-writer")

    @Test func aProcessKilledInTheMiddleOfASaveLeavesThePreviousState() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("bindery.sqlite")
        do {
            let database = try AppDatabase.open(path: path)
            try database.setFavorite(trackID: 42, true)
        }

        let child = Process()
        child.executableURL = Self.writer
        child.arguments = [path]
        let output = Pipe()
        child.standardOutput = output
        child.standardError = FileHandle.nullDevice
        try child.run()
        var seen = ""
        while !seen.contains("progress") && child.isRunning {
            seen += String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
        }
        kill(child.processIdentifier, SIGKILL)
        child.waitUntilExit()
        #expect(seen.contains("progress 10000"))
        #expect(!seen.contains("committed"))
        #expect(child.terminationReason == .uncaughtSignal)

        let reopened = try AppDatabase.open(path: path)
        #expect(try reopened.stats().tracks == 3_503)
        #expect(try reopened.favorites().map(\.track.id) == [42])
        let check = try reopened.writer.read { db in try String.fetchOne(db, sql: "PRAGMA integrity_check") }
        #expect(check == "ok")
    }
}
