import Domain
import Features
import ReactiveTesting
import TerminalUI
import Testing

@testable import TerminalApp

/// Random bytes through the decoder into the app, with resizes, on virtual time: nothing traps,
/// and when the app stops, nothing it subscribed is left alive (the trait checks).
@MainActor
@Suite(.tracksResources)
struct KeyStormTests {
    @Test(arguments: [1, 2, 3])
    func randomKeysAndResizesLeaveNothingAlive(seed: UInt64) async throws {
        var random = SplitMix64(seed: seed)
        try await Harness.run { ui in
            var decoder = InputDecoder()
            for round in 0..<200 {
                let bytes = (0..<100).map { _ in UInt8(truncatingIfNeeded: random.next()) }.filter {
                    $0 != 0x03 && $0 != 0x11 && $0 != UInt8(ascii: "q")
                }
                ui.stage { ui.app.handle(decoder.decode(bytes)) }
                await ui.settle(Int(random.next() % 400))
                if round % 10 == 0 {
                    ui.stage {
                        ui.app.handle([
                            .resize(columns: 20 + Int(random.next() % 220), rows: 5 + Int(random.next() % 60))
                        ])
                    }
                }
                _ = ui.stage { ui.app.render() }
            }
            #expect(!ui.app.wantsQuit)
        }
    }
}
