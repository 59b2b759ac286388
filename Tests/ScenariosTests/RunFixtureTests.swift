import Foundation
import Storage
import Testing

@testable import Scenarios

/// The one set-up of a run and the one way to step it.
@MainActor
struct RunFixtureTests {
    /// The embedded catalog, which each fixture copies.
    static let catalog = try! AppDatabase.inMemory(catalog: try! CatalogFile.chinook())

    @Test func marksTheFavoritesASecondApartBeforeTimeZeroTheFirstTheOldest() throws {
        let fixture = try RunFixture(template: Self.catalog, favorites: [1, 6])

        #expect(try fixture.database.favorites().map(\.track.id) == [6, 1])
        #expect(
            try fixture.database.entries().map { [$0.trackID: $0.updatedAt] } == [
                [1: Date(timeIntervalSince1970: -1_000)], [6: Date(timeIntervalSince1970: -999)],
            ])
        #expect(try Self.catalog.favorites().isEmpty)
    }

    @Test func aFavoriteTheCatalogDoesNotHaveIsAScenarioError() {
        #expect(throws: ScenarioError.noTrack(999_999)) {
            try RunFixture(template: Self.catalog, favorites: [1, 999_999])
        }
    }

    @Test func stepsTheClockAnItemAtATimeUpToTheEndAskedFor() async throws {
        let times = try await MainActorDrive.exclusively { () -> [Int] in
            let fixture = try RunFixture(template: Self.catalog)
            var ran: [Int] = []
            let answer = await fixture.act {
                fixture.clock.at(100) { ran.append(fixture.clock.clock) }
                fixture.clock.at(200) { ran.append(fixture.clock.clock) }
                return 42
            }
            #expect(answer == 42)
            await fixture.run(until: 150)
            #expect(ran == [100])
            #expect(fixture.clock.clock == 150)
            await fixture.run()
            return ran
        }
        #expect(times == [100, 200])
    }
}
