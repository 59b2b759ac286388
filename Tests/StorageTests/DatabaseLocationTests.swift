import Storage
import Testing

struct DatabaseLocationTests {
    @Test func anExplicitPathWins() {
        let path = DatabaseLocation.resolve(
            explicit: "/tmp/x.sqlite", environment: ["BINDERY_DATABASE": "/tmp/y.sqlite"])
        #expect(path == "/tmp/x.sqlite")
    }

    @Test func theEnvironmentVariableComesNext() {
        let path = DatabaseLocation.resolve(environment: [
            "BINDERY_DATABASE": "/tmp/y.sqlite", "XDG_DATA_HOME": "/data",
        ])
        #expect(path == "/tmp/y.sqlite")
    }

    @Test func thenTheXDGDataHome() {
        #expect(DatabaseLocation.resolve(environment: ["XDG_DATA_HOME": "/data"]) == "/data/bindery/bindery.sqlite")
    }

    @Test func aRelativeXDGDataHomeIsIgnoredAsTheSpecificationSays() {
        let path = DatabaseLocation.resolve(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/ada"])
        #expect(path == "/home/ada/.local/share/bindery/bindery.sqlite")
    }

    @Test func onlyALocationNeitherTheUserNorTheEnvironmentChoseIsTheDefault() {
        #expect(DatabaseLocation.isDefault(environment: ["XDG_DATA_HOME": "/data"]))
        #expect(DatabaseLocation.isDefault(explicit: "", environment: ["BINDERY_DATABASE": ""]))
        #expect(!DatabaseLocation.isDefault(explicit: "/tmp/x.sqlite", environment: [:]))
        #expect(!DatabaseLocation.isDefault(environment: ["BINDERY_DATABASE": "/tmp/y.sqlite"]))
    }

    @Test func otherwiseTheHomeDirectory() {
        #expect(
            DatabaseLocation.resolve(environment: ["HOME": "/home/ada"])
                == "/home/ada/.local/share/bindery/bindery.sqlite")
    }
}
