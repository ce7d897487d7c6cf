import Foundation
import Testing
import Touchstone
@testable import TouchstoneScenarios

/// The top-level `sdk:` key: the SDK the app was linked against, at most the device's version
/// (Profiles article; rules §9.5, §12b).
@Suite("Scenario files: sdk (rules §9.5, §12b)")
struct SDKKeyTests {
    static func pushedScreen(ios: String, sdk: String?) -> String {
        """
        ios: "\(ios)"
        \(sdk.map { "sdk: \"\($0)\"" } ?? "")
        navigation:
          id: nav
          stack:
            - id: home
            - id: detail
        script:
          - drag: { from: [120, 400], to: [360, 400], duration: 400ms }
        """
    }

    @Test func anAppBuiltWithTheIOS26SDKPopsWithARightwardDragInTheMiddle() throws {
        let result = ScenarioRunner.run(try ScenarioParser.parse(Self.pushedScreen(ios: "26", sdk: nil), file: "t.yaml"))
        #expect(result.entries.contains { $0.kind == .lifecycle && $0.message == "interactive pop began" && $0.cause == "nav.contentPop began" })
    }

    @Test func theSameAppBuiltWithAnOlderSDKKeepsItsScreen() throws {
        let scenario = try ScenarioParser.parse(Self.pushedScreen(ios: "26", sdk: "18"), file: "t.yaml")
        #expect(scenario.device.linkedOn == .iOS18)
        let result = ScenarioRunner.run(scenario)
        #expect(!result.entries.contains { $0.message == "interactive pop began" })
        #expect(!result.entries.contains { $0.subject == "nav.contentPop" })
    }

    @Test func anSDKNewerThanTheDeviceIsAPositionedError() {
        #expect {
            try ScenarioParser.parse(Self.pushedScreen(ios: "18", sdk: "26"), file: "t.yaml")
        } throws: { error in
            "\(error)".contains("t.yaml:2:") && "\(error)".contains("sdk: an app linked on the iOS 26 SDK cannot run on iOS 18")
        }
        #expect(throws: (any Error).self) { try ScenarioParser.parse(Self.pushedScreen(ios: "26", sdk: "20"), file: "t.yaml") }
    }
}
