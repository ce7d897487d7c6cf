import Foundation
import Testing
import Touchstone
@testable import TouchstoneScenarios
@testable import TouchstoneExamples

/// Each seed scenario runs on the iOS version of its post and on no switch picked to make it pass
/// (issue 13; ProfileDecisions V2).
@Suite("Seed scenarios run on their post's iOS version (ProfileDecisions V2)")
struct SeedProfileTests {
    /// The version each post was observed on, and the versions its text allows when it names none.
    static let postVersions: [String: (declared: Int, allowed: ClosedRange<Int>)] = [
        "seed000": (11, 11...12),  // "iOS11" in the title
        "seed001": (13, 11...14),  // no version; the scroll view beating the back swipe is ≤ 14 (C22)
        "seed002": (11, 11...14),  // no version
        "seed003": (12, 11...14),  // no version
        "seed004": (12, 11...12),  // January 2019, an iPhone X
    ]

    static var seedFiles: [String] { exampleFiles.filter { $0.hasPrefix("seed") } }

    static func parse(_ name: String) throws -> (Scenario, String) {
        let path = (examplesFolder as NSString).appendingPathComponent(name)
        return (try ScenarioParser.parse(file: path), try String(contentsOfFile: path, encoding: .utf8))
    }

    @Test(arguments: seedFiles)
    func seedScenariosUseTheirPostsProfileAndNoSwitch(_ name: String) throws {
        let (scenario, text) = try Self.parse(name)
        let version = try #require(Self.postVersions[String(name.prefix(7))])
        #expect(text.contains("\nios: \"\(version.declared)\"\n"), "\(name) must declare ios: \"\(version.declared)\"")
        #expect(scenario.device.profile.iOSVersion == version.declared)
        #expect(scenario.navigation?.popPolicy == nil, "\(name) picks a pop policy instead of its profile's")
        #expect(!text.contains("popPolicy"))
    }

    /// A post that names no version could have been written on any version its text allows: the
    /// observations must not depend on which.
    @Test(arguments: seedFiles)
    func seedScenariosHoldOnEveryProfileTheirPostAllows(_ name: String) throws {
        let (scenario, _) = try Self.parse(name)
        let allowed = try #require(Self.postVersions[String(name.prefix(7))]).allowed
        for profile in DeviceProfile.all where allowed.contains(profile.iOSVersion) {
            var s = scenario
            s.device.profile = profile
            let r = ScenarioRunner.run(s, tappableAreas: false)
            #expect(r.runError == nil)
            for v in r.failures { Issue.record("\(name) on \(profile): line \(v.line): \(v.title)") }
        }
    }

    @Test func iosKeyNamesAProfileOrIsAnErrorThatListsThem() throws {
        func parse(_ ios: String) throws -> Scenario {
            try ScenarioParser.parse("ios: \(ios)\nscript:\n  - tap: [10, 10]\n", file: "p.yaml")
        }
        #expect(try parse("\"15.4\"").device.profile == .iOS15)
        #expect(try parse("12").device.profile == .iOS12)
        #expect(try parse("\"iOS 17\"").device.profile == .iOS17)
        #expect(try ScenarioParser.parse("script:\n  - tap: [10, 10]\n", file: "p.yaml").device.profile == .newest)
        do {
            _ = try parse("\"10\"")
            Issue.record("ios: 10 was accepted")
        } catch let e as ScenarioErrors {
            #expect(e.errors.map(\.message) == ["ios: no profile for iOS '10'; profiles: 11, 12, 13, 14, 15, 16, 17, 18, 26"])
            #expect(e.errors.first?.line == 1)
        }
    }
}
